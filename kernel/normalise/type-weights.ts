// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, assemblees (1112 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1111/1112 right among 1112 published of 1112 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.533538],
  ['precedence',      0.828927],
  ['heading_strong',  0.587561],
  ['heading_first',   0.84535],
  ['body_strong',     1.073949],
  ['body_first',      1.653771],
  ['strong_count',    0.501064],
  ['weak',            -0.580002],
  ['weak_only',       -1.104635],
  ['weak_heading',    0.152152],
  ['category',        0],
  ['rubric',          0.109587],
  ['merger_capital',  1.327472],
  ['earliest',        0.813636],
  ['position',        -0.359579],
  ['background_only', 0.059363],
  ['in_list_item',    0.10643],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
