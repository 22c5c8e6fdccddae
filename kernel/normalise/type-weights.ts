// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1149 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, denominations (666 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 666/666 right among 666 published of 666 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.009685],
  ['precedence',      0.633724],
  ['heading_strong',  0.691187],
  ['heading_first',   0.893097],
  ['body_strong',     1.047856],
  ['body_first',      1.784272],
  ['strong_count',    0.436628],
  ['weak',            -0.722435],
  ['weak_only',       -1.096115],
  ['weak_heading',    0.18488],
  ['category',        0],
  ['rubric',          0.102327],
  ['merger_capital',  0.995546],
  ['earliest',        1.031239],
  ['position',        -0.323169],
  ['background_only', -0.008667],
  ['in_list_item',    0.139207],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
