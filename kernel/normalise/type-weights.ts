// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds (738 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 738/738 right among 738 published of 738 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.101019],
  ['precedence',      0.750453],
  ['heading_strong',  0.669286],
  ['heading_first',   0.898583],
  ['body_strong',     1.039549],
  ['body_first',      1.762537],
  ['strong_count',    0.451114],
  ['weak',            -0.647974],
  ['weak_only',       -1.089082],
  ['weak_heading',    0.299108],
  ['category',        0],
  ['rubric',          0.099894],
  ['merger_capital',  0.976939],
  ['earliest',        1.004486],
  ['position',        -0.298079],
  ['background_only', -0.00584],
  ['in_list_item',    0.133818],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
