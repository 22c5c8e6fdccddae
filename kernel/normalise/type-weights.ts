// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1861 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, parts (1081 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1080/1081 right among 1081 published of 1081 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.578837],
  ['precedence',      0.814749],
  ['heading_strong',  0.599999],
  ['heading_first',   0.855128],
  ['body_strong',     1.055549],
  ['body_first',      1.625475],
  ['strong_count',    0.509453],
  ['weak',            -0.504152],
  ['weak_only',       -1.084596],
  ['weak_heading',    0.121771],
  ['category',        0],
  ['rubric',          0.111608],
  ['merger_capital',  1.300481],
  ['earliest',        0.803301],
  ['position',        -0.351039],
  ['background_only', 0.065511],
  ['in_list_item',    0.111283],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
