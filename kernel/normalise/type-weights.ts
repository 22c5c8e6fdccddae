// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1771 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles (1014 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1014/1014 right among 1014 published of 1014 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.538546],
  ['precedence',      0.818707],
  ['heading_strong',  0.564909],
  ['heading_first',   0.841985],
  ['body_strong',     1.073928],
  ['body_first',      1.587007],
  ['strong_count',    0.502386],
  ['weak',            -0.525374],
  ['weak_only',       -1.105475],
  ['weak_heading',    0.141775],
  ['category',        0],
  ['rubric',          0.106044],
  ['merger_capital',  1.3004],
  ['earliest',        0.792049],
  ['position',        -0.345906],
  ['background_only', -0.005418],
  ['in_list_item',    0.117092],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
