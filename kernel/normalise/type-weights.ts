// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1661 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, modifications (940 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 940/940 right among 940 published of 940 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.532684],
  ['precedence',      0.806296],
  ['heading_strong',  0.567287],
  ['heading_first',   0.823237],
  ['body_strong',     1.061845],
  ['body_first',      1.571546],
  ['strong_count',    0.492113],
  ['weak',            -0.527745],
  ['weak_only',       -1.094906],
  ['weak_heading',    0.150017],
  ['category',        0],
  ['rubric',          0.089171],
  ['merger_capital',  1.293786],
  ['earliest',        0.791956],
  ['position',        -0.341979],
  ['background_only', -0.005542],
  ['in_list_item',    0.119514],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
