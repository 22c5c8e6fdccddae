// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1406 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes (1011 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1010/1011 right among 1011 published of 1011 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.866868],
  ['publication',      4.939797],
  ['list_date',        -0.015077],
  ['act_best',         -0.703452],
  ['act_score',        6.962733],
  ['never_act',        -1.090614],
  ['publication_word', 0.785893],
  ['act_word',         -3.538128],
  ['effective_word',   -2.296094],
  ['signature',        0.497785],
  ['top',              0.772414],
  ['bottom',           -1.053312],
  ['latest',           1.667123],
  ['earliest',         -1.700443],
  ['repeated',         0.497299],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
