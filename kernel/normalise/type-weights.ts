// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits (1247 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1246/1247 right among 1247 published of 1247 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.576953],
  ['precedence',      0.810679],
  ['heading_strong',  0.58295],
  ['heading_first',   0.842881],
  ['body_strong',     1.106321],
  ['body_first',      1.652609],
  ['strong_count',    0.508709],
  ['weak',            -0.594944],
  ['weak_only',       -1.142985],
  ['weak_heading',    0.140757],
  ['category',        0],
  ['rubric',          0.12953],
  ['merger_capital',  1.373464],
  ['earliest',        0.875551],
  ['position',        -0.341911],
  ['background_only', 0.058414],
  ['in_list_item',    0.115639],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
