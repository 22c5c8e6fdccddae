// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, transformations (1007 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1007/1007 right among 1007 published of 1007 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.545867],
  ['precedence',      0.814932],
  ['heading_strong',  0.58431],
  ['heading_first',   0.846722],
  ['body_strong',     1.058173],
  ['body_first',      1.601144],
  ['strong_count',    0.475552],
  ['weak',            -0.534995],
  ['weak_only',       -1.089598],
  ['weak_heading',    0.14717],
  ['category',        0],
  ['rubric',          0.101997],
  ['merger_capital',  1.302472],
  ['earliest',        0.789083],
  ['position',        -0.345321],
  ['background_only', 0.053911],
  ['in_list_item',    0.109147],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
