// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1541 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines, conseils (872 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 872/872 right among 872 published of 872 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.189197],
  ['precedence',      0.825774],
  ['heading_strong',  0.663563],
  ['heading_first',   0.933089],
  ['body_strong',     1.054696],
  ['body_first',      1.78119],
  ['strong_count',    0.452811],
  ['weak',            -0.632896],
  ['weak_only',       -1.100145],
  ['weak_heading',    0.359308],
  ['category',        0],
  ['rubric',          0.09068],
  ['merger_capital',  0.958557],
  ['earliest',        0.990115],
  ['position',        -0.335545],
  ['background_only', -0.00425],
  ['in_list_item',    0.125321],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
