// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, civiles (749 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 749/749 right among 749 published of 749 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.088708],
  ['precedence',      0.754738],
  ['heading_strong',  0.662775],
  ['heading_first',   0.890177],
  ['body_strong',     1.053712],
  ['body_first',      1.765132],
  ['strong_count',    0.432566],
  ['weak',            -0.655956],
  ['weak_only',       -1.104101],
  ['weak_heading',    0.301824],
  ['category',        0],
  ['rubric',          0.092362],
  ['merger_capital',  0.967064],
  ['earliest',        1.03487],
  ['position',        -0.320093],
  ['background_only', -0.005629],
  ['in_list_item',    0.141541],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
