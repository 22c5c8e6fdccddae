// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 808 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes (592 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 591/592 right among 592 published of 592 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.033346],
  ['publication',      4.16401],
  ['list_date',        4.46578],
  ['act_best',         0.811768],
  ['act_score',        1.686797],
  ['never_act',        0.092482],
  ['publication_word', 1.008016],
  ['act_word',         0.53327],
  ['effective_word',   -1.684501],
  ['signature',        0.338316],
  ['top',              0.098523],
  ['bottom',           -3.459464],
  ['latest',           1.739622],
  ['earliest',         -1.01919],
  ['repeated',         0.547327],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
