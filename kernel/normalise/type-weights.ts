// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1210 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, journaux (698 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 698/698 right among 698 published of 698 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.011154],
  ['precedence',      0.63614],
  ['heading_strong',  0.692315],
  ['heading_first',   0.898068],
  ['body_strong',     1.059986],
  ['body_first',      1.790081],
  ['strong_count',    0.440564],
  ['weak',            -0.720647],
  ['weak_only',       -1.107223],
  ['weak_heading',    0.18369],
  ['category',        0],
  ['rubric',          0.100182],
  ['merger_capital',  0.997664],
  ['earliest',        1.032845],
  ['position',        -0.322357],
  ['background_only', -0.008628],
  ['in_list_item',    0.138499],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
