// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1731 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions (987 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 987/987 right among 987 published of 987 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.537478],
  ['precedence',      0.817617],
  ['heading_strong',  0.565853],
  ['heading_first',   0.837945],
  ['body_strong',     1.067691],
  ['body_first',      1.582984],
  ['strong_count',    0.499468],
  ['weak',            -0.524502],
  ['weak_only',       -1.099604],
  ['weak_heading',    0.141836],
  ['category',        0],
  ['rubric',          0.1025],
  ['merger_capital',  1.298733],
  ['earliest',        0.790599],
  ['position',        -0.347357],
  ['background_only', -0.005424],
  ['in_list_item',    0.117599],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
