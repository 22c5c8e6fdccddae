// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (342 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 342/342 right among 342 published of 342 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.486776],
  ['publication',      2.989713],
  ['list_date',        -0.01138],
  ['act_best',         1.061935],
  ['act_score',        0.786088],
  ['never_act',        -0.337335],
  ['publication_word', 0.856332],
  ['act_word',         -0.42001],
  ['effective_word',   -0.955275],
  ['signature',        -0.177634],
  ['top',              0.394744],
  ['bottom',           -0.324359],
  ['latest',           0.59432],
  ['earliest',         -0.419463],
  ['repeated',         0.213314],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
