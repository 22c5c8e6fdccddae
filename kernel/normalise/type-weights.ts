// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1399 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, horsujet (795 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 795/795 right among 795 published of 795 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.121703],
  ['precedence',      0.752734],
  ['heading_strong',  0.664753],
  ['heading_first',   0.93883],
  ['body_strong',     1.046965],
  ['body_first',      1.779868],
  ['strong_count',    0.460594],
  ['weak',            -0.655109],
  ['weak_only',       -1.094347],
  ['weak_heading',    0.321835],
  ['category',        0],
  ['rubric',          0.095231],
  ['merger_capital',  0.973903],
  ['earliest',        0.998588],
  ['position',        -0.320224],
  ['background_only', -0.005434],
  ['in_list_item',    0.133713],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
