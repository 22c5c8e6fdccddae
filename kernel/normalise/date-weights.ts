// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 846 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes (624 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 623/624 right among 624 published of 624 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.097372],
  ['publication',      4.158377],
  ['list_date',        4.638915],
  ['act_best',         0.809526],
  ['act_score',        1.75032],
  ['never_act',        0.100171],
  ['publication_word', 0.998638],
  ['act_word',         0.683366],
  ['effective_word',   -1.661393],
  ['signature',        0.294043],
  ['top',              0.096776],
  ['bottom',           -3.284099],
  ['latest',           1.878303],
  ['earliest',         -0.928367],
  ['repeated',         0.497544],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
