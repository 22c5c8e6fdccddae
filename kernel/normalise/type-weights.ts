// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1147 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes (660 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 660/660 right among 660 published of 660 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    5.980713],
  ['precedence',      0.646453],
  ['heading_strong',  0.707962],
  ['heading_first',   0.910717],
  ['body_strong',     1.044699],
  ['body_first',      1.806457],
  ['strong_count',    0.439347],
  ['weak',            -0.707073],
  ['weak_only',       -1.092914],
  ['weak_heading',    0.187091],
  ['category',        0],
  ['rubric',          0.103319],
  ['merger_capital',  0.928111],
  ['earliest',        1.007731],
  ['position',        -0.323576],
  ['background_only', -0.008613],
  ['in_list_item',    0.133632],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
