// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 986 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions (577 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 577/577 right among 577 published of 577 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.835786],
  ['precedence',      0.574222],
  ['heading_strong',  0.706513],
  ['heading_first',   0.920432],
  ['body_strong',     1.008164],
  ['body_first',      1.845949],
  ['strong_count',    0.590079],
  ['weak',            -0.783076],
  ['weak_only',       -1.063624],
  ['weak_heading',    0.204268],
  ['category',        0],
  ['rubric',          0.117219],
  ['merger_capital',  0.867412],
  ['earliest',        0.968984],
  ['position',        -0.378894],
  ['background_only', -0.011097],
  ['in_list_item',    0.064577],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
