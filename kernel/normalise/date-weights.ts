// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, noms (1581 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1581/1581 right among 1581 published of 1581 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.671766],
  ['publication',      3.366911],
  ['list_date',        -0.054142],
  ['act_best',         1.2647],
  ['act_score',        0.768948],
  ['never_act',        -0.967866],
  ['publication_word', 0.514733],
  ['act_word',         -0.379698],
  ['effective_word',   -0.841008],
  ['signature',        -0.071134],
  ['top',              0.435154],
  ['bottom',           -0.282222],
  ['latest',           0.4905],
  ['earliest',         -0.196188],
  ['repeated',         0.193589],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
