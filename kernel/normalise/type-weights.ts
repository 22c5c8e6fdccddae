// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1511 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines (864 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 864/864 right among 864 published of 864 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.187608],
  ['precedence',      0.828218],
  ['heading_strong',  0.663552],
  ['heading_first',   0.934226],
  ['body_strong',     1.052971],
  ['body_first',      1.774785],
  ['strong_count',    0.456096],
  ['weak',            -0.635516],
  ['weak_only',       -1.098432],
  ['weak_heading',    0.359815],
  ['category',        0],
  ['rubric',          0.091594],
  ['merger_capital',  0.959117],
  ['earliest',        0.985968],
  ['position',        -0.328178],
  ['background_only', -0.004328],
  ['in_list_item',    0.124924],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
