// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, dates (628 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 628/628 right among 628 published of 628 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.916601],
  ['precedence',      0.545795],
  ['heading_strong',  0.7135],
  ['heading_first',   0.914577],
  ['body_strong',     1.038264],
  ['body_first',      1.844409],
  ['strong_count',    0.443098],
  ['weak',            -0.793348],
  ['weak_only',       -1.090049],
  ['weak_heading',    0.191582],
  ['category',        0],
  ['rubric',          0.11191],
  ['merger_capital',  0.944538],
  ['earliest',        1.015472],
  ['position',        -0.324671],
  ['background_only', -0.010757],
  ['in_list_item',    0.132682],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
