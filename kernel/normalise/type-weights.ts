// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, fusions (857 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 857/857 right among 857 published of 857 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.409902],
  ['precedence',      0.781802],
  ['heading_strong',  0.580857],
  ['heading_first',   0.82705],
  ['body_strong',     1.077327],
  ['body_first',      1.614074],
  ['strong_count',    0.390685],
  ['weak',            -0.554828],
  ['weak_only',       -1.114168],
  ['weak_heading',    0.142523],
  ['category',        0],
  ['rubric',          0.097307],
  ['merger_capital',  1.419657],
  ['earliest',        0.831458],
  ['position',        -0.259765],
  ['background_only', -0.006575],
  ['in_list_item',    0.129749],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
