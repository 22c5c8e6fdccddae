// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1701 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications (963 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 963/963 right among 963 published of 963 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.536156],
  ['precedence',      0.810176],
  ['heading_strong',  0.565141],
  ['heading_first',   0.838455],
  ['body_strong',     1.06544],
  ['body_first',      1.578691],
  ['strong_count',    0.494886],
  ['weak',            -0.531354],
  ['weak_only',       -1.097537],
  ['weak_heading',    0.142514],
  ['category',        0],
  ['rubric',          0.090617],
  ['merger_capital',  1.295917],
  ['earliest',        0.78791],
  ['position',        -0.344076],
  ['background_only', -0.005559],
  ['in_list_item',    0.117031],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
