// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (243 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 243/243 right among 243 published of 243 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.742782],
  ['precedence',      0.575417],
  ['heading_strong',  1.139418],
  ['heading_first',   1.320558],
  ['body_strong',     0.906789],
  ['body_first',      1.973107],
  ['strong_count',    0.829356],
  ['weak',            -0.346885],
  ['weak_only',       -0.989847],
  ['weak_heading',    0.230171],
  ['category',        0],
  ['rubric',          0.203397],
  ['merger_capital',  0],
  ['earliest',        0.838703],
  ['position',        -0.4324],
  ['background_only', 0],
  ['in_list_item',    0.144471],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
