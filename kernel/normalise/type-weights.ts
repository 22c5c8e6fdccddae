// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1022 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres (596 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 596/596 right among 596 published of 596 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.914228],
  ['precedence',      0.547163],
  ['heading_strong',  0.710588],
  ['heading_first',   0.915085],
  ['body_strong',     1.026933],
  ['body_first',      1.829516],
  ['strong_count',    0.441968],
  ['weak',            -0.786408],
  ['weak_only',       -1.079628],
  ['weak_heading',    0.192234],
  ['category',        0],
  ['rubric',          0.11535],
  ['merger_capital',  0.945249],
  ['earliest',        1.004585],
  ['position',        -0.319341],
  ['background_only', -0.01094],
  ['in_list_item',    0.133489],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
