// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2401 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier (1403 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1401/1403 right among 1403 published of 1403 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.032269],
  ['precedence',      2.489739],
  ['heading_strong',  -2.092613],
  ['heading_first',   -0.106247],
  ['body_strong',     2.474158],
  ['body_first',      0.655699],
  ['strong_count',    0.445706],
  ['weak',            -2.563685],
  ['weak_only',       -2.604592],
  ['weak_heading',    0.128927],
  ['category',        0],
  ['rubric',          0.230654],
  ['merger_capital',  1.57782],
  ['earliest',        1.708108],
  ['position',        -9.96863],
  ['background_only', 0.725049],
  ['in_list_item',    3.811323],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
