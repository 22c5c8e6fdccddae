// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1901 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts (1103 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1102/1103 right among 1103 published of 1103 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.561803],
  ['precedence',      0.829115],
  ['heading_strong',  0.586583],
  ['heading_first',   0.844503],
  ['body_strong',     1.068031],
  ['body_first',      1.635474],
  ['strong_count',    0.497352],
  ['weak',            -0.544184],
  ['weak_only',       -1.098226],
  ['weak_heading',    0.144886],
  ['category',        0],
  ['rubric',          0.107894],
  ['merger_capital',  1.307596],
  ['earliest',        0.801323],
  ['position',        -0.353082],
  ['background_only', 0.064572],
  ['in_list_item',    0.105178],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
