// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1366 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations (784 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 784/784 right among 784 published of 784 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.121135],
  ['precedence',      0.752412],
  ['heading_strong',  0.664496],
  ['heading_first',   0.936682],
  ['body_strong',     1.044543],
  ['body_first',      1.777391],
  ['strong_count',    0.457916],
  ['weak',            -0.657027],
  ['weak_only',       -1.092279],
  ['weak_heading',    0.323831],
  ['category',        0],
  ['rubric',          0.095885],
  ['merger_capital',  0.97305],
  ['earliest',        0.99745],
  ['position',        -0.321023],
  ['background_only', -0.005438],
  ['in_list_item',    0.133778],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
