// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (1464 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1462/1464 right among 1464 published of 1464 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.026104],
  ['precedence',      2.535126],
  ['heading_strong',  -2.102713],
  ['heading_first',   -0.087095],
  ['body_strong',     2.450037],
  ['body_first',      0.629005],
  ['strong_count',    0.43247],
  ['weak',            -2.615091],
  ['weak_only',       -2.600419],
  ['weak_heading',    0.148729],
  ['category',        0],
  ['rubric',          0.238785],
  ['merger_capital',  1.576515],
  ['earliest',        1.736332],
  ['position',        -9.914767],
  ['background_only', 0.729537],
  ['in_list_item',    3.813048],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
