// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1334 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles (764 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 764/764 right among 764 published of 764 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.104839],
  ['precedence',      0.75471],
  ['heading_strong',  0.667937],
  ['heading_first',   0.894665],
  ['body_strong',     1.044844],
  ['body_first',      1.775953],
  ['strong_count',    0.45904],
  ['weak',            -0.646491],
  ['weak_only',       -1.094181],
  ['weak_heading',    0.302033],
  ['category',        0],
  ['rubric',          0.096832],
  ['merger_capital',  0.976207],
  ['earliest',        1.016429],
  ['position',        -0.30105],
  ['background_only', -0.005627],
  ['in_list_item',    0.133978],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
