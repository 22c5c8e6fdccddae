// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1334 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles (761 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 761/761 right among 761 published of 761 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.104684],
  ['precedence',      0.754851],
  ['heading_strong',  0.668083],
  ['heading_first',   0.894675],
  ['body_strong',     1.043771],
  ['body_first',      1.77561],
  ['strong_count',    0.459198],
  ['weak',            -0.646784],
  ['weak_only',       -1.093094],
  ['weak_heading',    0.300843],
  ['category',        0],
  ['rubric',          0.096965],
  ['merger_capital',  0.976185],
  ['earliest',        1.016525],
  ['position',        -0.300943],
  ['background_only', -0.005636],
  ['in_list_item',    0.134003],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
