// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, mixtes (1262 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1261/1262 right among 1262 published of 1262 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.749443],
  ['precedence',      0.752194],
  ['heading_strong',  0.461275],
  ['heading_first',   0.751106],
  ['body_strong',     1.034783],
  ['body_first',      1.715457],
  ['strong_count',    0.5739],
  ['weak',            -0.549961],
  ['weak_only',       -1.075143],
  ['weak_heading',    0.125194],
  ['category',        0],
  ['rubric',          0.108938],
  ['merger_capital',  1.27139],
  ['earliest',        0.8186],
  ['position',        -0.373361],
  ['background_only', 0.047689],
  ['in_list_item',    0.071698],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
