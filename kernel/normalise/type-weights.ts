// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (246 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 246/246 right among 246 published of 246 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.743872],
  ['precedence',      0.576248],
  ['heading_strong',  1.138584],
  ['heading_first',   1.319163],
  ['body_strong',     0.913477],
  ['body_first',      1.973928],
  ['strong_count',    0.831105],
  ['weak',            -0.351266],
  ['weak_only',       -0.995978],
  ['weak_heading',    0.230456],
  ['category',        0],
  ['rubric',          0.201881],
  ['merger_capital',  0],
  ['earliest',        0.838814],
  ['position',        -0.433394],
  ['background_only', 0],
  ['in_list_item',    0.143522],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
