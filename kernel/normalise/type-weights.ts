// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1438 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales (829 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 829/829 right among 829 published of 829 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.165629],
  ['precedence',      0.794724],
  ['heading_strong',  0.674361],
  ['heading_first',   0.936223],
  ['body_strong',     1.051183],
  ['body_first',      1.775147],
  ['strong_count',    0.452836],
  ['weak',            -0.638375],
  ['weak_only',       -1.095925],
  ['weak_heading',    0.322364],
  ['category',        0],
  ['rubric',          0.094818],
  ['merger_capital',  0.96925],
  ['earliest',        0.979086],
  ['position',        -0.328132],
  ['background_only', -0.004909],
  ['in_list_item',    0.125384],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
