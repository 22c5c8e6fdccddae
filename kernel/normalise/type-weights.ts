// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (243 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 243/243 right among 243 published of 243 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.749314],
  ['precedence',      0.561695],
  ['heading_strong',  1.147184],
  ['heading_first',   1.332213],
  ['body_strong',     0.920066],
  ['body_first',      1.963615],
  ['strong_count',    0.794665],
  ['weak',            -0.344938],
  ['weak_only',       -1.002563],
  ['weak_heading',    0.24744],
  ['category',        0],
  ['rubric',          0.205368],
  ['merger_capital',  0],
  ['earliest',        0.831146],
  ['position',        -0.428414],
  ['background_only', 0],
  ['in_list_item',    0.120782],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
