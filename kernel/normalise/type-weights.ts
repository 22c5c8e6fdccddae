// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1861 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, parts (1080 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1079/1080 right among 1080 published of 1080 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.560348],
  ['precedence',      0.825653],
  ['heading_strong',  0.587249],
  ['heading_first',   0.846093],
  ['body_strong',     1.062383],
  ['body_first',      1.631947],
  ['strong_count',    0.494589],
  ['weak',            -0.542537],
  ['weak_only',       -1.092728],
  ['weak_heading',    0.142903],
  ['category',        0],
  ['rubric',          0.102574],
  ['merger_capital',  1.306906],
  ['earliest',        0.798597],
  ['position',        -0.352263],
  ['background_only', 0.064819],
  ['in_list_item',    0.105372],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
