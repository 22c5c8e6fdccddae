// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1056 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies (613 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 613/613 right among 613 published of 613 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.915626],
  ['precedence',      0.549388],
  ['heading_strong',  0.711642],
  ['heading_first',   0.91397],
  ['body_strong',     1.029585],
  ['body_first',      1.839792],
  ['strong_count',    0.440807],
  ['weak',            -0.793099],
  ['weak_only',       -1.082031],
  ['weak_heading',    0.193189],
  ['category',        0],
  ['rubric',          0.113296],
  ['merger_capital',  0.943793],
  ['earliest',        1.014994],
  ['position',        -0.323453],
  ['background_only', -0.010713],
  ['in_list_item',    0.133201],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
