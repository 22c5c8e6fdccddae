// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1209 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs (692 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 692/692 right among 692 published of 692 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.012009],
  ['precedence',      0.6363],
  ['heading_strong',  0.688262],
  ['heading_first',   0.898646],
  ['body_strong',     1.052571],
  ['body_first',      1.796293],
  ['strong_count',    0.444236],
  ['weak',            -0.722167],
  ['weak_only',       -1.099956],
  ['weak_heading',    0.178484],
  ['category',        0],
  ['rubric',          0.102111],
  ['merger_capital',  0.996419],
  ['earliest',        1.040848],
  ['position',        -0.325894],
  ['background_only', -0.008516],
  ['in_list_item',    0.139173],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
