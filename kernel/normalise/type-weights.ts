// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 808 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes (482 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 482/482 right among 482 published of 482 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    4.99666],
  ['precedence',      0.631527],
  ['heading_strong',  1.204804],
  ['heading_first',   1.351967],
  ['body_strong',     1.018048],
  ['body_first',      2.183487],
  ['strong_count',    0.850419],
  ['weak',            -0.573713],
  ['weak_only',       -1.072247],
  ['weak_heading',    0.322529],
  ['category',        0],
  ['rubric',          0.148318],
  ['merger_capital',  0],
  ['earliest',        0.872748],
  ['position',        -0.525609],
  ['background_only', -0.01199],
  ['in_list_item',    0.212546],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
