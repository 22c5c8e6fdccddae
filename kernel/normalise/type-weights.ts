// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, semestres (1130 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1129/1130 right among 1130 published of 1130 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.565919],
  ['precedence',      0.833219],
  ['heading_strong',  0.587527],
  ['heading_first',   0.844261],
  ['body_strong',     1.066571],
  ['body_first',      1.643858],
  ['strong_count',    0.502504],
  ['weak',            -0.540869],
  ['weak_only',       -1.105041],
  ['weak_heading',    0.140608],
  ['category',        0],
  ['rubric',          0.119932],
  ['merger_capital',  1.308812],
  ['earliest',        0.807747],
  ['position',        -0.357279],
  ['background_only', 0.064203],
  ['in_list_item',    0.105535],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
