// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2111 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires (1552 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1552/1552 right among 1552 published of 1552 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.659915],
  ['publication',      3.36081],
  ['list_date',        -0.049471],
  ['act_best',         1.264699],
  ['act_score',        0.768643],
  ['never_act',        -0.967508],
  ['publication_word', 0.512179],
  ['act_word',         -0.37155],
  ['effective_word',   -0.834874],
  ['signature',        -0.07232],
  ['top',              0.439024],
  ['bottom',           -0.288744],
  ['latest',           0.496386],
  ['earliest',         -0.195071],
  ['repeated',         0.194761],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
