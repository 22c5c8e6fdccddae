// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1971 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse (1147 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1146/1147 right among 1147 published of 1147 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.57437],
  ['precedence',      0.830823],
  ['heading_strong',  0.597759],
  ['heading_first',   0.852984],
  ['body_strong',     1.077092],
  ['body_first',      1.631062],
  ['strong_count',    0.497858],
  ['weak',            -0.562737],
  ['weak_only',       -1.105769],
  ['weak_heading',    0.138961],
  ['category',        0],
  ['rubric',          0.113304],
  ['merger_capital',  1.298803],
  ['earliest',        0.813525],
  ['position',        -0.341712],
  ['background_only', 0.063588],
  ['in_list_item',    0.10618],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
