// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 846 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes (504 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 504/504 right among 504 published of 504 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.037477],
  ['precedence',      0.622173],
  ['heading_strong',  1.219384],
  ['heading_first',   1.361447],
  ['body_strong',     1.011148],
  ['body_first',      2.215093],
  ['strong_count',    0.86573],
  ['weak',            -0.540531],
  ['weak_only',       -1.063106],
  ['weak_heading',    0.32874],
  ['category',        0],
  ['rubric',          0.151438],
  ['merger_capital',  0],
  ['earliest',        0.824267],
  ['position',        -0.491687],
  ['background_only', -0.01169],
  ['in_list_item',    0.188625],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
