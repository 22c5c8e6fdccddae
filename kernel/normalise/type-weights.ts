// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions (1038 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1038/1038 right among 1038 published of 1038 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.542511],
  ['precedence',      0.817236],
  ['heading_strong',  0.56564],
  ['heading_first',   0.839625],
  ['body_strong',     1.079419],
  ['body_first',      1.598086],
  ['strong_count',    0.508137],
  ['weak',            -0.51802],
  ['weak_only',       -1.110608],
  ['weak_heading',    0.136996],
  ['category',        0],
  ['rubric',          0.104147],
  ['merger_capital',  1.302065],
  ['earliest',        0.799597],
  ['position',        -0.349074],
  ['background_only', 0.009501],
  ['in_list_item',    0.117464],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
