// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1631 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux (919 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 919/919 right among 919 published of 919 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.45227],
  ['precedence',      0.84675],
  ['heading_strong',  0.583799],
  ['heading_first',   0.833147],
  ['body_strong',     1.072193],
  ['body_first',      1.58273],
  ['strong_count',    0.512766],
  ['weak',            -0.557825],
  ['weak_only',       -1.102892],
  ['weak_heading',    0.055791],
  ['category',        0],
  ['rubric',          0.092763],
  ['merger_capital',  1.331111],
  ['earliest',        0.792669],
  ['position',        -0.345567],
  ['background_only', -0.006621],
  ['in_list_item',    0.116075],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
