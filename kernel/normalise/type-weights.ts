// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 984 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, saisies (573 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 573/573 right among 573 published of 573 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.451833],
  ['precedence',      0.466035],
  ['heading_strong',  0.952325],
  ['heading_first',   1.157135],
  ['body_strong',     1.059659],
  ['body_first',      1.892305],
  ['strong_count',    0.774041],
  ['weak',            -0.741459],
  ['weak_only',       -1.109199],
  ['weak_heading',    0.248192],
  ['category',        0],
  ['rubric',          0.136019],
  ['merger_capital',  0.820368],
  ['earliest',        1.086445],
  ['position',        -0.385705],
  ['background_only', -0.014887],
  ['in_list_item',    0.209333],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
