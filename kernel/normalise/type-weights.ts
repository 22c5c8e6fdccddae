// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, dissolutions (1011 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1011/1011 right among 1011 published of 1011 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.541481],
  ['precedence',      0.81611],
  ['heading_strong',  0.566575],
  ['heading_first',   0.835635],
  ['body_strong',     1.073369],
  ['body_first',      1.594198],
  ['strong_count',    0.505376],
  ['weak',            -0.517069],
  ['weak_only',       -1.104909],
  ['weak_heading',    0.137022],
  ['category',        0],
  ['rubric',          0.100659],
  ['merger_capital',  1.300446],
  ['earliest',        0.798184],
  ['position',        -0.350495],
  ['background_only', 0.009613],
  ['in_list_item',    0.117966],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
