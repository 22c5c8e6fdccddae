// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1117 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates (648 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 648/648 right among 648 published of 648 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.980026],
  ['precedence',      0.647028],
  ['heading_strong',  0.708271],
  ['heading_first',   0.909049],
  ['body_strong',     1.039485],
  ['body_first',      1.803989],
  ['strong_count',    0.438903],
  ['weak',            -0.706883],
  ['weak_only',       -1.08812],
  ['weak_heading',    0.188903],
  ['category',        0],
  ['rubric',          0.104151],
  ['merger_capital',  0.927845],
  ['earliest',        1.006501],
  ['position',        -0.323472],
  ['background_only', -0.008599],
  ['in_list_item',    0.134032],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
