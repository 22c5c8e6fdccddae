// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, coquilles (1251 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1250/1251 right among 1251 published of 1251 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.583998],
  ['precedence',      0.812562],
  ['heading_strong',  0.591689],
  ['heading_first',   0.851357],
  ['body_strong',     1.098995],
  ['body_first',      1.640641],
  ['strong_count',    0.517745],
  ['weak',            -0.600737],
  ['weak_only',       -1.134742],
  ['weak_heading',    0.134443],
  ['category',        0],
  ['rubric',          0.124843],
  ['merger_capital',  1.368239],
  ['earliest',        0.873152],
  ['position',        -0.345909],
  ['background_only', 0.058613],
  ['in_list_item',    0.118674],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
