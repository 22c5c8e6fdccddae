// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1398 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, succursales (798 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 798/798 right among 798 published of 798 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.136059],
  ['precedence',      0.739139],
  ['heading_strong',  0.674495],
  ['heading_first',   0.938429],
  ['body_strong',     1.043187],
  ['body_first',      1.794288],
  ['strong_count',    0.448463],
  ['weak',            -0.661858],
  ['weak_only',       -1.090264],
  ['weak_heading',    0.329119],
  ['category',        0],
  ['rubric',          0.094771],
  ['merger_capital',  0.977426],
  ['earliest',        0.981417],
  ['position',        -0.329478],
  ['background_only', -0.005371],
  ['in_list_item',    0.126434],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
