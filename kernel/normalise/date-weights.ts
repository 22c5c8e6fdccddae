// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 984 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, saisies (701 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 700/701 right among 701 published of 701 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.401667],
  ['publication',      3.761747],
  ['list_date',        0.376007],
  ['act_best',         1.049445],
  ['act_score',        4.586513],
  ['never_act',        3.833788],
  ['publication_word', -1.529586],
  ['act_word',         -2.898771],
  ['effective_word',   -6.035971],
  ['signature',        -4.257423],
  ['top',              1.379408],
  ['bottom',           3.777563],
  ['latest',           2.040678],
  ['earliest',         -0.656401],
  ['repeated',         0.0987],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
