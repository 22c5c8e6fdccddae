// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, conseils (846 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 846/846 right among 846 published of 846 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.167563],
  ['precedence',      0.792621],
  ['heading_strong',  0.67488],
  ['heading_first',   0.937522],
  ['body_strong',     1.053745],
  ['body_first',      1.783848],
  ['strong_count',    0.451619],
  ['weak',            -0.633335],
  ['weak_only',       -1.098208],
  ['weak_heading',    0.319796],
  ['category',        0],
  ['rubric',          0.093399],
  ['merger_capital',  0.969617],
  ['earliest',        0.984395],
  ['position',        -0.334684],
  ['background_only', -0.004812],
  ['in_list_item',    0.125844],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
