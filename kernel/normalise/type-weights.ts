// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, civiles (748 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 748/748 right among 748 published of 748 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.088424],
  ['precedence',      0.753444],
  ['heading_strong',  0.662741],
  ['heading_first',   0.890644],
  ['body_strong',     1.054525],
  ['body_first',      1.763302],
  ['strong_count',    0.432723],
  ['weak',            -0.654757],
  ['weak_only',       -1.104893],
  ['weak_heading',    0.301706],
  ['category',        0],
  ['rubric',          0.092616],
  ['merger_capital',  0.967485],
  ['earliest',        1.032205],
  ['position',        -0.320007],
  ['background_only', -0.005662],
  ['in_list_item',    0.141573],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
