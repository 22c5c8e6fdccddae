// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1601 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions (901 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 901/901 right among 901 published of 901 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.434961],
  ['precedence',      0.814205],
  ['heading_strong',  0.568532],
  ['heading_first',   0.819811],
  ['body_strong',     1.081659],
  ['body_first',      1.61867],
  ['strong_count',    0.385941],
  ['weak',            -0.550978],
  ['weak_only',       -1.119208],
  ['weak_heading',    0.178802],
  ['category',        0],
  ['rubric',          0.093255],
  ['merger_capital',  1.411261],
  ['earliest',        0.841662],
  ['position',        -0.271681],
  ['background_only', -0.005719],
  ['in_list_item',    0.129204],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
