// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires (852 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 852/852 right among 852 published of 852 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.166896],
  ['precedence',      0.797086],
  ['heading_strong',  0.674465],
  ['heading_first',   0.937752],
  ['body_strong',     1.056217],
  ['body_first',      1.78067],
  ['strong_count',    0.454732],
  ['weak',            -0.635329],
  ['weak_only',       -1.1006],
  ['weak_heading',    0.322307],
  ['category',        0],
  ['rubric',          0.093409],
  ['merger_capital',  0.970279],
  ['earliest',        0.982296],
  ['position',        -0.330759],
  ['background_only', -0.004838],
  ['in_list_item',    0.12547],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
