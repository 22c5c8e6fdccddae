// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1334 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles (761 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 761/761 right among 761 published of 761 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.105179],
  ['precedence',      0.753398],
  ['heading_strong',  0.667446],
  ['heading_first',   0.894117],
  ['body_strong',     1.045068],
  ['body_first',      1.776089],
  ['strong_count',    0.459054],
  ['weak',            -0.645698],
  ['weak_only',       -1.094391],
  ['weak_heading',    0.300671],
  ['category',        0],
  ['rubric',          0.096808],
  ['merger_capital',  0.975899],
  ['earliest',        1.016639],
  ['position',        -0.301313],
  ['background_only', -0.005638],
  ['in_list_item',    0.134003],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
