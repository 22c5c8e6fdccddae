// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1087 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires (633 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 633/633 right among 633 published of 633 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.978932],
  ['precedence',      0.650727],
  ['heading_strong',  0.706442],
  ['heading_first',   0.908503],
  ['body_strong',     1.030964],
  ['body_first',      1.799512],
  ['strong_count',    0.436568],
  ['weak',            -0.706842],
  ['weak_only',       -1.080234],
  ['weak_heading',    0.190942],
  ['category',        0],
  ['rubric',          0.105448],
  ['merger_capital',  0.927156],
  ['earliest',        1.006066],
  ['position',        -0.322296],
  ['background_only', -0.008552],
  ['in_list_item',    0.134549],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
