// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1272 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux (726 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 726/726 right among 726 published of 726 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.083918],
  ['precedence',      0.75326],
  ['heading_strong',  0.665297],
  ['heading_first',   0.895189],
  ['body_strong',     1.04674],
  ['body_first',      1.750904],
  ['strong_count',    0.424498],
  ['weak',            -0.659499],
  ['weak_only',       -1.097362],
  ['weak_heading',    0.300514],
  ['category',        0],
  ['rubric',          0.095575],
  ['merger_capital',  0.968331],
  ['earliest',        1.022582],
  ['position',        -0.316647],
  ['background_only', -0.005827],
  ['in_list_item',    0.1414],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
