// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1272 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux (730 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 730/730 right among 730 published of 730 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.084585],
  ['precedence',      0.751737],
  ['heading_strong',  0.664621],
  ['heading_first',   0.894728],
  ['body_strong',     1.049347],
  ['body_first',      1.751821],
  ['strong_count',    0.424144],
  ['weak',            -0.657956],
  ['weak_only',       -1.09997],
  ['weak_heading',    0.301684],
  ['category',        0],
  ['rubric',          0.095243],
  ['merger_capital',  0.968147],
  ['earliest',        1.022553],
  ['position',        -0.31709],
  ['background_only', -0.005819],
  ['in_list_item',    0.141361],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
