// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets (538 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 538/538 right among 538 published of 538 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.353507],
  ['precedence',      0.497931],
  ['heading_strong',  1.011036],
  ['heading_first',   1.216148],
  ['body_strong',     1.04044],
  ['body_first',      1.952893],
  ['strong_count',    0.797336],
  ['weak',            -0.689432],
  ['weak_only',       -1.090235],
  ['weak_heading',    0.257886],
  ['category',        0],
  ['rubric',          0.143427],
  ['merger_capital',  0.637808],
  ['earliest',        1.011266],
  ['position',        -0.400266],
  ['background_only', -0.01479],
  ['in_list_item',    0.205911],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
