// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (244 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 243/244 right among 244 published of 244 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.42731],
  ['precedence',      1.923538],
  ['heading_strong',  1.520688],
  ['heading_first',   1.693614],
  ['body_strong',     -0.159579],
  ['body_first',      1.658689],
  ['strong_count',    1.430279],
  ['weak',            0.159],
  ['weak_only',       0.05475],
  ['weak_heading',    0.142206],
  ['category',        0],
  ['rubric',          8.316369],
  ['merger_capital',  0],
  ['earliest',        0.774337],
  ['position',        -0.040311],
  ['background_only', 0],
  ['in_list_item',    0.301088],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
