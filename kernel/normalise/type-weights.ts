// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2071 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees (1203 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1202/1203 right among 1203 published of 1203 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.562911],
  ['precedence',      0.824643],
  ['heading_strong',  0.590876],
  ['heading_first',   0.846707],
  ['body_strong',     1.092621],
  ['body_first',      1.650683],
  ['strong_count',    0.507101],
  ['weak',            -0.597651],
  ['weak_only',       -1.129874],
  ['weak_heading',    0.145807],
  ['category',        0],
  ['rubric',          0.127608],
  ['merger_capital',  1.347937],
  ['earliest',        0.853041],
  ['position',        -0.343823],
  ['background_only', 0.058471],
  ['in_list_item',    0.111852],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
