// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (243 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 243/243 right among 243 published of 243 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.74027],
  ['precedence',      0.573108],
  ['heading_strong',  1.14249],
  ['heading_first',   1.325471],
  ['body_strong',     0.908527],
  ['body_first',      1.967623],
  ['strong_count',    0.826102],
  ['weak',            -0.341465],
  ['weak_only',       -0.991322],
  ['weak_heading',    0.230779],
  ['category',        0],
  ['rubric',          0.205545],
  ['merger_capital',  0],
  ['earliest',        0.830098],
  ['position',        -0.426649],
  ['background_only', 0],
  ['in_list_item',    0.144455],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
