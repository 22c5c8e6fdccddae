// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1406 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes (1007 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1006/1007 right among 1007 published of 1007 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.866555],
  ['publication',      4.93981],
  ['list_date',        -0.015088],
  ['act_best',         -0.703753],
  ['act_score',        6.962637],
  ['never_act',        -1.09046],
  ['publication_word', 0.785835],
  ['act_word',         -3.537897],
  ['effective_word',   -2.295953],
  ['signature',        0.49777],
  ['top',              0.77247],
  ['bottom',           -1.053293],
  ['latest',           1.666857],
  ['earliest',         -1.70028],
  ['repeated',         0.497359],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
