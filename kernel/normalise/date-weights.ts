// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (340 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 340/340 right among 340 published of 340 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.458832],
  ['publication',      3.023077],
  ['list_date',        -0.069593],
  ['act_best',         1.026035],
  ['act_score',        0.795567],
  ['never_act',        -0.3243],
  ['publication_word', 0.870781],
  ['act_word',         -0.414554],
  ['effective_word',   -0.960682],
  ['signature',        -0.182201],
  ['top',              0.397698],
  ['bottom',           -0.314179],
  ['latest',           0.57222],
  ['earliest',         -0.389225],
  ['repeated',         0.223088],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
