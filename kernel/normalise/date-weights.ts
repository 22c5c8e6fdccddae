// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (340 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 340/340 right among 340 published of 340 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.464778],
  ['publication',      2.99787],
  ['list_date',        -0.011788],
  ['act_best',         1.027851],
  ['act_score',        0.813465],
  ['never_act',        -0.338974],
  ['publication_word', 0.866736],
  ['act_word',         -0.411434],
  ['effective_word',   -0.966369],
  ['signature',        -0.178504],
  ['top',              0.395749],
  ['bottom',           -0.322303],
  ['latest',           0.598493],
  ['earliest',         -0.403599],
  ['repeated',         0.217897],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
