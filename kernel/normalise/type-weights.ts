// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1406 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes (812 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 812/812 right among 812 published of 812 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.150453],
  ['precedence',      0.809703],
  ['heading_strong',  0.664691],
  ['heading_first',   0.934592],
  ['body_strong',     1.051399],
  ['body_first',      1.757491],
  ['strong_count',    0.462288],
  ['weak',            -0.633367],
  ['weak_only',       -1.096737],
  ['weak_heading',    0.315718],
  ['category',        0],
  ['rubric',          0.096071],
  ['merger_capital',  0.965106],
  ['earliest',        0.995171],
  ['position',        -0.319773],
  ['background_only', -0.004969],
  ['in_list_item',    0.132773],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
