// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1406 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes (815 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 815/815 right among 815 published of 815 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.150743],
  ['precedence',      0.807888],
  ['heading_strong',  0.664508],
  ['heading_first',   0.934486],
  ['body_strong',     1.052791],
  ['body_first',      1.758371],
  ['strong_count',    0.46225],
  ['weak',            -0.633594],
  ['weak_only',       -1.098152],
  ['weak_heading',    0.317185],
  ['category',        0],
  ['rubric',          0.095917],
  ['merger_capital',  0.964904],
  ['earliest',        0.995074],
  ['position',        -0.31984],
  ['background_only', -0.004971],
  ['in_list_item',    0.132685],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
