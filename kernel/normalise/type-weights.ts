// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 986 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, registres (575 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 575/575 right among 575 published of 575 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.545399],
  ['precedence',      0.428549],
  ['heading_strong',  0.930666],
  ['heading_first',   1.134105],
  ['body_strong',     1.058382],
  ['body_first',      1.852537],
  ['strong_count',    0.733892],
  ['weak',            -0.745517],
  ['weak_only',       -1.107027],
  ['weak_heading',    0.25315],
  ['category',        0],
  ['rubric',          0.13423],
  ['merger_capital',  0.9352],
  ['earliest',        1.104201],
  ['position',        -0.305098],
  ['background_only', -0.015276],
  ['in_list_item',    0.312445],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
