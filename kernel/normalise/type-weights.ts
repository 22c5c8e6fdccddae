// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 884 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants (528 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 528/528 right among 528 published of 528 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.344776],
  ['precedence',      0.493585],
  ['heading_strong',  1.001171],
  ['heading_first',   1.210144],
  ['body_strong',     1.041504],
  ['body_first',      1.954019],
  ['strong_count',    0.775905],
  ['weak',            -0.682345],
  ['weak_only',       -1.092965],
  ['weak_heading',    0.259188],
  ['category',        0],
  ['rubric',          0.146287],
  ['merger_capital',  0.645655],
  ['earliest',        1.00325],
  ['position',        -0.380968],
  ['background_only', -0.015151],
  ['in_list_item',    0.199976],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
