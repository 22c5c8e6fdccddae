// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets (676 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 674/676 right among 676 published of 676 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.965227],
  ['publication',      4.992473],
  ['list_date',        9.001819],
  ['act_best',         0.518124],
  ['act_score',        4.987469],
  ['never_act',        3.679233],
  ['publication_word', -2.483982],
  ['act_word',         -1.735771],
  ['effective_word',   -6.054996],
  ['signature',        -4.177138],
  ['top',              2.091172],
  ['bottom',           2.581116],
  ['latest',           3.48333],
  ['earliest',         -0.913535],
  ['repeated',         0.474258],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
