// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, noms (1255 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1254/1255 right among 1255 published of 1255 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.586528],
  ['precedence',      0.812906],
  ['heading_strong',  0.593575],
  ['heading_first',   0.851265],
  ['body_strong',     1.094371],
  ['body_first',      1.646005],
  ['strong_count',    0.510086],
  ['weak',            -0.6193],
  ['weak_only',       -1.13087],
  ['weak_heading',    0.162593],
  ['category',        0],
  ['rubric',          0.125691],
  ['merger_capital',  1.372489],
  ['earliest',        0.862056],
  ['position',        -0.35092],
  ['background_only', 0.057479],
  ['in_list_item',    0.115288],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
