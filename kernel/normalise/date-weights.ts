// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets (673 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 672/673 right among 673 published of 673 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.372856],
  ['publication',      3.74721],
  ['list_date',        0.368532],
  ['act_best',         1.065036],
  ['act_score',        4.572423],
  ['never_act',        3.803175],
  ['publication_word', -1.510959],
  ['act_word',         -2.898619],
  ['effective_word',   -6.027751],
  ['signature',        -4.256493],
  ['top',              1.349554],
  ['bottom',           3.772488],
  ['latest',           2.050722],
  ['earliest',         -0.653669],
  ['repeated',         0.100107],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
