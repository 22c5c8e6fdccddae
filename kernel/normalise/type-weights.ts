// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (243 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 243/243 right among 243 published of 243 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.746674],
  ['precedence',      0.559385],
  ['heading_strong',  1.1503],
  ['heading_first',   1.337283],
  ['body_strong',     0.92196],
  ['body_first',      1.957909],
  ['strong_count',    0.791311],
  ['weak',            -0.339374],
  ['weak_only',       -1.00418],
  ['weak_heading',    0.247992],
  ['category',        0],
  ['rubric',          0.207622],
  ['merger_capital',  0],
  ['earliest',        0.822201],
  ['position',        -0.422445],
  ['background_only', 0],
  ['in_list_item',    0.120833],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
