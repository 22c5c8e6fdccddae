// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1571 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines, conseils, fusions (889 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 889/889 right among 889 published of 889 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.434013],
  ['precedence',      0.811873],
  ['heading_strong',  0.568675],
  ['heading_first',   0.820452],
  ['body_strong',     1.078849],
  ['body_first',      1.616059],
  ['strong_count',    0.386628],
  ['weak',            -0.552244],
  ['weak_only',       -1.116458],
  ['weak_heading',    0.177363],
  ['category',        0],
  ['rubric',          0.093991],
  ['merger_capital',  1.410469],
  ['earliest',        0.840148],
  ['position',        -0.268341],
  ['background_only', -0.005792],
  ['in_list_item',    0.129195],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
