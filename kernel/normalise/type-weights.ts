// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, provinciales (546 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 546/546 right among 546 published of 546 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.440416],
  ['precedence',      0.459604],
  ['heading_strong',  0.942691],
  ['heading_first',   1.154591],
  ['body_strong',     1.058048],
  ['body_first',      1.88009],
  ['strong_count',    0.757907],
  ['weak',            -0.725933],
  ['weak_only',       -1.109389],
  ['weak_heading',    0.249606],
  ['category',        0],
  ['rubric',          0.1418],
  ['merger_capital',  0.831957],
  ['earliest',        1.064401],
  ['position',        -0.362123],
  ['background_only', -0.01565],
  ['in_list_item',    0.205782],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
