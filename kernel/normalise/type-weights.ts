// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1272 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux (726 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 726/726 right among 726 published of 726 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.084439],
  ['precedence',      0.751746],
  ['heading_strong',  0.664621],
  ['heading_first',   0.894602],
  ['body_strong',     1.048091],
  ['body_first',      1.751408],
  ['strong_count',    0.424364],
  ['weak',            -0.658359],
  ['weak_only',       -1.098713],
  ['weak_heading',    0.300329],
  ['category',        0],
  ['rubric',          0.095406],
  ['merger_capital',  0.968032],
  ['earliest',        1.022705],
  ['position',        -0.31703],
  ['background_only', -0.00583],
  ['in_list_item',    0.1414],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
