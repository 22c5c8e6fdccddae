// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1661 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, constitutions (943 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 943/943 right among 943 published of 943 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.45367],
  ['precedence',      0.854414],
  ['heading_strong',  0.584582],
  ['heading_first',   0.832642],
  ['body_strong',     1.074545],
  ['body_first',      1.587327],
  ['strong_count',    0.517594],
  ['weak',            -0.550685],
  ['weak_only',       -1.105065],
  ['weak_heading',    0.055308],
  ['category',        0],
  ['rubric',          0.105259],
  ['merger_capital',  1.334158],
  ['earliest',        0.795463],
  ['position',        -0.348942],
  ['background_only', -0.006452],
  ['in_list_item',    0.116692],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
