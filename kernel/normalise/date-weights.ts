// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 950 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales (693 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 693/693 right among 693 published of 693 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.160536],
  ['publication',      3.198558],
  ['list_date',        -0.017084],
  ['act_best',         1.201202],
  ['act_score',        0.639967],
  ['never_act',        -0.289054],
  ['publication_word', 0.701054],
  ['act_word',         -0.203248],
  ['effective_word',   -0.883303],
  ['signature',        -0.118926],
  ['top',              0.355111],
  ['bottom',           -0.326742],
  ['latest',           0.520674],
  ['earliest',         -0.239082],
  ['repeated',         0.147737],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
