// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, holdings, gazettes (1411 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1406/1411 right among 1411 published of 1411 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.145568],
  ['precedence',      9.482462],
  ['heading_strong',  0.247683],
  ['heading_first',   1.034485],
  ['body_strong',     0.34923],
  ['body_first',      1.007259],
  ['strong_count',    -0.758816],
  ['weak',            4.710925],
  ['weak_only',       -0.352673],
  ['weak_heading',    -2.016803],
  ['category',        0],
  ['rubric',          0.113361],
  ['merger_capital',  1.907796],
  ['earliest',        3.6201],
  ['position',        -10.712522],
  ['background_only', 1.848469],
  ['in_list_item',    5.418405],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
