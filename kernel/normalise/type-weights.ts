// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1179 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations (678 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 678/678 right among 678 published of 678 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.010356],
  ['precedence',      0.633141],
  ['heading_strong',  0.690911],
  ['heading_first',   0.894742],
  ['body_strong',     1.052955],
  ['body_first',      1.786698],
  ['strong_count',    0.437049],
  ['weak',            -0.722609],
  ['weak_only',       -1.100802],
  ['weak_heading',    0.183038],
  ['category',        0],
  ['rubric',          0.101526],
  ['merger_capital',  0.995783],
  ['earliest',        1.032471],
  ['position',        -0.323245],
  ['background_only', -0.00868],
  ['in_list_item',    0.138818],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
