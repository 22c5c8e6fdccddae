// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, hebdomadaires (1128 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1127/1128 right among 1128 published of 1128 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.573293],
  ['precedence',      0.820359],
  ['heading_strong',  0.580087],
  ['heading_first',   0.843594],
  ['body_strong',     1.071739],
  ['body_first',      1.631095],
  ['strong_count',    0.496509],
  ['weak',            -0.549501],
  ['weak_only',       -1.101721],
  ['weak_heading',    0.144221],
  ['category',        0],
  ['rubric',          0.106365],
  ['merger_capital',  1.337721],
  ['earliest',        0.82485],
  ['position',        -0.345238],
  ['background_only', 0.064571],
  ['in_list_item',    0.109559],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
