// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, brousse (1133 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1132/1133 right among 1133 published of 1133 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.564639],
  ['precedence',      0.826932],
  ['heading_strong',  0.585099],
  ['heading_first',   0.84124],
  ['body_strong',     1.074401],
  ['body_first',      1.643024],
  ['strong_count',    0.503408],
  ['weak',            -0.547174],
  ['weak_only',       -1.104421],
  ['weak_heading',    0.145387],
  ['category',        0],
  ['rubric',          0.113291],
  ['merger_capital',  1.307857],
  ['earliest',        0.80552],
  ['position',        -0.35604],
  ['background_only', 0.064069],
  ['in_list_item',    0.104977],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
