// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1871 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres (1081 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1081/1081 right among 1081 published of 1081 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.552095],
  ['precedence',      0.818551],
  ['heading_strong',  0.58324],
  ['heading_first',   0.846739],
  ['body_strong',     1.075473],
  ['body_first',      1.619128],
  ['strong_count',    0.487333],
  ['weak',            -0.530327],
  ['weak_only',       -1.106047],
  ['weak_heading',    0.144518],
  ['category',        0],
  ['rubric',          0.109146],
  ['merger_capital',  1.306479],
  ['earliest',        0.800502],
  ['position',        -0.34784],
  ['background_only', 0.066301],
  ['in_list_item',    0.108966],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
