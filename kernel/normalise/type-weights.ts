// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1671 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines (942 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 942/942 right among 942 published of 942 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.455466],
  ['precedence',      0.850538],
  ['heading_strong',  0.581902],
  ['heading_first',   0.847697],
  ['body_strong',     1.076251],
  ['body_first',      1.589791],
  ['strong_count',    0.51601],
  ['weak',            -0.561068],
  ['weak_only',       -1.106053],
  ['weak_heading',    0.048105],
  ['category',        0],
  ['rubric',          0.094236],
  ['merger_capital',  1.333423],
  ['earliest',        0.789137],
  ['position',        -0.347529],
  ['background_only', -0.006639],
  ['in_list_item',    0.113665],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
