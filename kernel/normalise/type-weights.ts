// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (619 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 619/619 right among 619 published of 619 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.915544],
  ['precedence',      0.550232],
  ['heading_strong',  0.711335],
  ['heading_first',   0.915966],
  ['body_strong',     1.03059],
  ['body_first',      1.841105],
  ['strong_count',    0.441607],
  ['weak',            -0.794552],
  ['weak_only',       -1.082807],
  ['weak_heading',    0.192056],
  ['category',        0],
  ['rubric',          0.11297],
  ['merger_capital',  0.944105],
  ['earliest',        1.016153],
  ['position',        -0.322929],
  ['background_only', -0.010719],
  ['in_list_item',    0.132993],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
