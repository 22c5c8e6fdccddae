// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1511 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines (866 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 866/866 right among 866 published of 866 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.187804],
  ['precedence',      0.828102],
  ['heading_strong',  0.663261],
  ['heading_first',   0.933872],
  ['body_strong',     1.05438],
  ['body_first',      1.775058],
  ['strong_count',    0.456527],
  ['weak',            -0.636103],
  ['weak_only',       -1.09979],
  ['weak_heading',    0.359865],
  ['category',        0],
  ['rubric',          0.091432],
  ['merger_capital',  0.958981],
  ['earliest',        0.986072],
  ['position',        -0.328435],
  ['background_only', -0.004333],
  ['in_list_item',    0.124831],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
