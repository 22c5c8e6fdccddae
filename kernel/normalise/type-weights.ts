// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1471 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet (840 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 840/840 right among 840 published of 840 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.166143],
  ['precedence',      0.795023],
  ['heading_strong',  0.67458],
  ['heading_first',   0.938305],
  ['body_strong',     1.053419],
  ['body_first',      1.777523],
  ['strong_count',    0.455414],
  ['weak',            -0.636585],
  ['weak_only',       -1.097848],
  ['weak_heading',    0.320443],
  ['category',        0],
  ['rubric',          0.094199],
  ['merger_capital',  0.970061],
  ['earliest',        0.980211],
  ['position',        -0.327355],
  ['background_only', -0.004907],
  ['in_list_item',    0.125332],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
