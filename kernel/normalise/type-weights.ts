// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (243 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 243/243 right among 243 published of 243 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.745653],
  ['precedence',      0.557813],
  ['heading_strong',  1.149822],
  ['heading_first',   1.337092],
  ['body_strong',     0.921435],
  ['body_first',      1.956113],
  ['strong_count',    0.7992],
  ['weak',            -0.34209],
  ['weak_only',       -1.003631],
  ['weak_heading',    0.248157],
  ['category',        0],
  ['rubric',          0.208185],
  ['merger_capital',  0],
  ['earliest',        0.819791],
  ['position',        -0.420421],
  ['background_only', 0],
  ['in_list_item',    0.121083],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
