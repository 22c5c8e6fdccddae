// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, capitaux (858 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 858/858 right among 858 published of 858 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.181856],
  ['precedence',      0.828148],
  ['heading_strong',  0.704893],
  ['heading_first',   0.961545],
  ['body_strong',     1.045564],
  ['body_first',      1.739472],
  ['strong_count',    0.578914],
  ['weak',            -0.631281],
  ['weak_only',       -1.079989],
  ['weak_heading',    0.161758],
  ['category',        0],
  ['rubric',          0.093393],
  ['merger_capital',  0.860929],
  ['earliest',        0.950487],
  ['position',        -0.344184],
  ['background_only', -0.006129],
  ['in_list_item',    0.11073],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
