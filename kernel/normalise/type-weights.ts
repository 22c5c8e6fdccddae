// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, noms (1255 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1254/1255 right among 1255 published of 1255 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.586528],
  ['precedence',      0.812915],
  ['heading_strong',  0.593545],
  ['heading_first',   0.851237],
  ['body_strong',     1.094343],
  ['body_first',      1.645994],
  ['strong_count',    0.510174],
  ['weak',            -0.619334],
  ['weak_only',       -1.130843],
  ['weak_heading',    0.162573],
  ['category',        0],
  ['rubric',          0.125693],
  ['merger_capital',  1.372477],
  ['earliest',        0.862058],
  ['position',        -0.350921],
  ['background_only', 0.05748],
  ['in_list_item',    0.11529],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
