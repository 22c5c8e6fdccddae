// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2191 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms (1274 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1273/1274 right among 1274 published of 1274 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.590126],
  ['precedence',      0.806833],
  ['heading_strong',  0.591637],
  ['heading_first',   0.848273],
  ['body_strong',     1.104709],
  ['body_first',      1.651455],
  ['strong_count',    0.512105],
  ['weak',            -0.612936],
  ['weak_only',       -1.14084],
  ['weak_heading',    0.158292],
  ['category',        0],
  ['rubric',          0.129158],
  ['merger_capital',  1.371021],
  ['earliest',        0.863926],
  ['position',        -0.355231],
  ['background_only', 0.057252],
  ['in_list_item',    0.115207],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
