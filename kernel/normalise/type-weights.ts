// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats (706 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 706/706 right among 706 published of 706 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.083811],
  ['precedence',      0.749105],
  ['heading_strong',  0.663373],
  ['heading_first',   0.891403],
  ['body_strong',     1.041609],
  ['body_first',      1.747958],
  ['strong_count',    0.421071],
  ['weak',            -0.659931],
  ['weak_only',       -1.092844],
  ['weak_heading',    0.300068],
  ['category',        0],
  ['rubric',          0.096633],
  ['merger_capital',  0.96627],
  ['earliest',        1.022049],
  ['position',        -0.317861],
  ['background_only', -0.005853],
  ['in_list_item',    0.141743],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
