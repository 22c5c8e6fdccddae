// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 950 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales (556 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 556/556 right among 556 published of 556 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.448681],
  ['precedence',      0.46386],
  ['heading_strong',  0.952395],
  ['heading_first',   1.1607],
  ['body_strong',     1.057086],
  ['body_first',      1.879212],
  ['strong_count',    0.77757],
  ['weak',            -0.732295],
  ['weak_only',       -1.106844],
  ['weak_heading',    0.24886],
  ['category',        0],
  ['rubric',          0.139131],
  ['merger_capital',  0.823427],
  ['earliest',        1.072031],
  ['position',        -0.380093],
  ['background_only', -0.015282],
  ['in_list_item',    0.211131],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
