// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (625 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 625/625 right among 625 published of 625 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.916351],
  ['precedence',      0.548504],
  ['heading_strong',  0.711295],
  ['heading_first',   0.915675],
  ['body_strong',     1.035181],
  ['body_first',      1.842444],
  ['strong_count',    0.441194],
  ['weak',            -0.793233],
  ['weak_only',       -1.087162],
  ['weak_heading',    0.19137],
  ['category',        0],
  ['rubric',          0.112359],
  ['merger_capital',  0.944043],
  ['earliest',        1.016267],
  ['position',        -0.323616],
  ['background_only', -0.010729],
  ['in_list_item',    0.132785],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
