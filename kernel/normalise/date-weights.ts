// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1022 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres (745 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 744/745 right among 745 published of 745 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.581425],
  ['publication',      3.729727],
  ['list_date',        0.468471],
  ['act_best',         1.266537],
  ['act_score',        4.443138],
  ['never_act',        4.425351],
  ['publication_word', -1.632052],
  ['act_word',         -2.878757],
  ['effective_word',   -5.914145],
  ['signature',        -4.205669],
  ['top',              1.277484],
  ['bottom',           3.558652],
  ['latest',           1.912821],
  ['earliest',         -0.634047],
  ['repeated',         0.096528],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
