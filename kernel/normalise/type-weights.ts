// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, annuelles, greffes, pacifique (1274 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1271/1274 right among 1274 published of 1274 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.539395],
  ['precedence',      3.224108],
  ['heading_strong',  -0.558439],
  ['heading_first',   0.546221],
  ['body_strong',     2.370104],
  ['body_first',      0.217379],
  ['strong_count',    0.276604],
  ['weak',            -2.669791],
  ['weak_only',       -2.392159],
  ['weak_heading',    -0.401752],
  ['category',        0],
  ['rubric',          0.183169],
  ['merger_capital',  2.277342],
  ['earliest',        1.449986],
  ['position',        -9.218077],
  ['background_only', 0.866101],
  ['in_list_item',    3.884058],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
