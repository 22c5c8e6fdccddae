// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits (1583 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1583/1583 right among 1583 published of 1583 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.66863],
  ['publication',      3.366884],
  ['list_date',        -0.049281],
  ['act_best',         1.2616],
  ['act_score',        0.769836],
  ['never_act',        -0.965339],
  ['publication_word', 0.511356],
  ['act_word',         -0.371759],
  ['effective_word',   -0.836275],
  ['signature',        -0.067898],
  ['top',              0.432573],
  ['bottom',           -0.304441],
  ['latest',           0.503006],
  ['earliest',         -0.198573],
  ['repeated',         0.191614],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
