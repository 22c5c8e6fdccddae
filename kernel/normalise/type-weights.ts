// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1831 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations (1058 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1058/1058 right among 1058 published of 1058 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.550587],
  ['precedence',      0.814867],
  ['heading_strong',  0.58384],
  ['heading_first',   0.848344],
  ['body_strong',     1.069599],
  ['body_first',      1.615469],
  ['strong_count',    0.485001],
  ['weak',            -0.528433],
  ['weak_only',       -1.100332],
  ['weak_heading',    0.142423],
  ['category',        0],
  ['rubric',          0.103758],
  ['merger_capital',  1.305814],
  ['earliest',        0.797583],
  ['position',        -0.346927],
  ['background_only', 0.066571],
  ['in_list_item',    0.109188],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
