// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, agences (1123 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1122/1123 right among 1123 published of 1123 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.574664],
  ['precedence',      0.818855],
  ['heading_strong',  0.57761],
  ['heading_first',   0.837246],
  ['body_strong',     1.079843],
  ['body_first',      1.629135],
  ['strong_count',    0.498327],
  ['weak',            -0.5481],
  ['weak_only',       -1.109949],
  ['weak_heading',    0.148844],
  ['category',        0],
  ['rubric',          0.109134],
  ['merger_capital',  1.336262],
  ['earliest',        0.823128],
  ['position',        -0.344725],
  ['background_only', 0.064588],
  ['in_list_item',    0.109305],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
