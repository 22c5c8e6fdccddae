// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations (1117 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1116/1117 right among 1117 published of 1117 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.571519],
  ['precedence',      0.833055],
  ['heading_strong',  0.599228],
  ['heading_first',   0.856238],
  ['body_strong',     1.070747],
  ['body_first',      1.623572],
  ['strong_count',    0.491785],
  ['weak',            -0.559795],
  ['weak_only',       -1.099593],
  ['weak_heading',    0.138513],
  ['category',        0],
  ['rubric',          0.107863],
  ['merger_capital',  1.298559],
  ['earliest',        0.809352],
  ['position',        -0.338781],
  ['background_only', 0.064083],
  ['in_list_item',    0.106373],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
