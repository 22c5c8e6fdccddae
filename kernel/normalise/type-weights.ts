// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (246 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 246/246 right among 246 published of 246 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.743875],
  ['precedence',      0.576237],
  ['heading_strong',  1.138564],
  ['heading_first',   1.319146],
  ['body_strong',     0.913484],
  ['body_first',      1.973914],
  ['strong_count',    0.831097],
  ['weak',            -0.351278],
  ['weak_only',       -0.995987],
  ['weak_heading',    0.230438],
  ['category',        0],
  ['rubric',          0.201881],
  ['merger_capital',  0],
  ['earliest',        0.8388],
  ['position',        -0.433451],
  ['background_only', 0],
  ['in_list_item',    0.143522],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
