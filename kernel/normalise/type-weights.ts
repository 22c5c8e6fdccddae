// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1366 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations (787 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 787/787 right among 787 published of 787 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.121397],
  ['precedence',      0.750561],
  ['heading_strong',  0.664323],
  ['heading_first',   0.936581],
  ['body_strong',     1.045944],
  ['body_first',      1.778294],
  ['strong_count',    0.457887],
  ['weak',            -0.657278],
  ['weak_only',       -1.093704],
  ['weak_heading',    0.325271],
  ['category',        0],
  ['rubric',          0.095737],
  ['merger_capital',  0.972862],
  ['earliest',        0.997357],
  ['position',        -0.321096],
  ['background_only', -0.005441],
  ['in_list_item',    0.133687],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
