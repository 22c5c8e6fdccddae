// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (624 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 624/624 right among 624 published of 624 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.916313],
  ['precedence',      0.548746],
  ['heading_strong',  0.711431],
  ['heading_first',   0.91585],
  ['body_strong',     1.034297],
  ['body_first',      1.842218],
  ['strong_count',    0.441148],
  ['weak',            -0.792433],
  ['weak_only',       -1.086309],
  ['weak_heading',    0.191257],
  ['category',        0],
  ['rubric',          0.112457],
  ['merger_capital',  0.944182],
  ['earliest',        1.016129],
  ['position',        -0.323429],
  ['background_only', -0.01072],
  ['in_list_item',    0.132874],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
