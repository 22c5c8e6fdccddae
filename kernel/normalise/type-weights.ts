// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Not fitted yet: the rules' own pick.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    1],
  ['precedence',      0],
  ['heading_strong',  0],
  ['heading_first',   0],
  ['body_strong',     0],
  ['body_first',      0],
  ['strong_count',    0],
  ['weak',            0],
  ['weak_only',       0],
  ['weak_heading',    0],
  ['category',        0],
  ['rubric',          0],
  ['merger_capital',  0],
  ['earliest',        0],
  ['position',        0],
  ['background_only', 0],
  ['in_list_item',    0],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
