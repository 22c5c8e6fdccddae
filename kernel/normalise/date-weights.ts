// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (340 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 340/340 right among 340 published of 340 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.478785],
  ['publication',      2.997443],
  ['list_date',        -0.0121],
  ['act_best',         1.039352],
  ['act_score',        0.802334],
  ['never_act',        -0.338361],
  ['publication_word', 0.858463],
  ['act_word',         -0.422484],
  ['effective_word',   -0.956289],
  ['signature',        -0.177302],
  ['top',              0.396476],
  ['bottom',           -0.323016],
  ['latest',           0.580863],
  ['earliest',         -0.416274],
  ['repeated',         0.216497],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
