// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (340 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 340/340 right among 340 published of 340 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.464634],
  ['publication',      2.997603],
  ['list_date',        -0.011934],
  ['act_best',         1.027287],
  ['act_score',        0.814442],
  ['never_act',        -0.339033],
  ['publication_word', 0.866202],
  ['act_word',         -0.411865],
  ['effective_word',   -0.966523],
  ['signature',        -0.178346],
  ['top',              0.395918],
  ['bottom',           -0.322856],
  ['latest',           0.59857],
  ['earliest',         -0.403813],
  ['repeated',         0.217963],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
