// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2401 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, commerces (1402 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1400/1402 right among 1402 published of 1402 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.003099],
  ['precedence',      2.563931],
  ['heading_strong',  -2.142114],
  ['heading_first',   -0.057212],
  ['body_strong',     2.443811],
  ['body_first',      0.60058],
  ['strong_count',    0.473672],
  ['weak',            -2.61421],
  ['weak_only',       -2.579221],
  ['weak_heading',    0.149837],
  ['category',        0],
  ['rubric',          0.230724],
  ['merger_capital',  1.571174],
  ['earliest',        1.768966],
  ['position',        -9.792377],
  ['background_only', 0.748832],
  ['in_list_item',    3.814048],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
