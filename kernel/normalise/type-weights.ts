// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2111 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires (1228 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1227/1228 right among 1228 published of 1228 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.573365],
  ['precedence',      0.816729],
  ['heading_strong',  0.584879],
  ['heading_first',   0.845867],
  ['body_strong',     1.095908],
  ['body_first',      1.647114],
  ['strong_count',    0.506774],
  ['weak',            -0.601308],
  ['weak_only',       -1.132945],
  ['weak_heading',    0.144996],
  ['category',        0],
  ['rubric',          0.126077],
  ['merger_capital',  1.374898],
  ['earliest',        0.873678],
  ['position',        -0.337608],
  ['background_only', 0.058642],
  ['in_list_item',    0.115732],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
