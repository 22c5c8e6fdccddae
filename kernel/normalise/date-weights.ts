// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires (1062 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1061/1062 right among 1062 published of 1062 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.308678],
  ['publication',      4.026426],
  ['list_date',        -0.019672],
  ['act_best',         -0.226669],
  ['act_score',        7.387599],
  ['never_act',        -1.939421],
  ['publication_word', 0.394851],
  ['act_word',         -3.652462],
  ['effective_word',   -2.072456],
  ['signature',        0.016569],
  ['top',              0.935204],
  ['bottom',           -1.240152],
  ['latest',           1.772513],
  ['earliest',         -1.509776],
  ['repeated',         0.405804],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
