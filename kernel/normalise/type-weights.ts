// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1304 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, liquidations (746 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 746/746 right among 746 published of 746 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.100605],
  ['precedence',      0.751183],
  ['heading_strong',  0.661385],
  ['heading_first',   0.93845],
  ['body_strong',     1.046425],
  ['body_first',      1.752841],
  ['strong_count',    0.424045],
  ['weak',            -0.669934],
  ['weak_only',       -1.095336],
  ['weak_heading',    0.322157],
  ['category',        0],
  ['rubric',          0.094714],
  ['merger_capital',  0.9657],
  ['earliest',        1.00283],
  ['position',        -0.336467],
  ['background_only', -0.005627],
  ['in_list_item',    0.140834],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
