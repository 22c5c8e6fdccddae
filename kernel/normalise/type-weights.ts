// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1211 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, mandats (692 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 692/692 right among 692 published of 692 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.082067],
  ['precedence',      0.745578],
  ['heading_strong',  0.666367],
  ['heading_first',   0.887253],
  ['body_strong',     1.042633],
  ['body_first',      1.73829],
  ['strong_count',    0.413157],
  ['weak',            -0.66077],
  ['weak_only',       -1.094354],
  ['weak_heading',    0.304874],
  ['category',        0],
  ['rubric',          0.096078],
  ['merger_capital',  0.965636],
  ['earliest',        1.013431],
  ['position',        -0.315548],
  ['background_only', -0.00597],
  ['in_list_item',    0.141375],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
