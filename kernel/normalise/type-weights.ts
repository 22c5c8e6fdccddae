// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1471 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet (842 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 842/842 right among 842 published of 842 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.166346],
  ['precedence',      0.7949],
  ['heading_strong',  0.674278],
  ['heading_first',   0.937941],
  ['body_strong',     1.054864],
  ['body_first',      1.777805],
  ['strong_count',    0.455862],
  ['weak',            -0.637183],
  ['weak_only',       -1.099241],
  ['weak_heading',    0.320483],
  ['category',        0],
  ['rubric',          0.094029],
  ['merger_capital',  0.969918],
  ['earliest',        0.980323],
  ['position',        -0.327622],
  ['background_only', -0.004912],
  ['in_list_item',    0.125237],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
