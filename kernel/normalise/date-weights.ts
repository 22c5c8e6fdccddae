// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, provinciales (676 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 675/676 right among 676 published of 676 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.233739],
  ['publication',      4.284162],
  ['list_date',        4.766774],
  ['act_best',         0.827315],
  ['act_score',        1.707454],
  ['never_act',        0.264946],
  ['publication_word', 0.701576],
  ['act_word',         0.572103],
  ['effective_word',   -1.621571],
  ['signature',        0.297996],
  ['top',              0.000824],
  ['bottom',           -3.247729],
  ['latest',           1.772268],
  ['earliest',         -1.051269],
  ['repeated',         0.461194],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
