// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1087 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires (772 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 772/772 right among 772 published of 772 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.258349],
  ['publication',      3.219672],
  ['list_date',        -0.015273],
  ['act_best',         1.226712],
  ['act_score',        0.654967],
  ['never_act',        -0.272839],
  ['publication_word', 0.642104],
  ['act_word',         -0.205627],
  ['effective_word',   -0.876881],
  ['signature',        -0.10783],
  ['top',              0.347052],
  ['bottom',           -0.274632],
  ['latest',           0.537501],
  ['earliest',         -0.228197],
  ['repeated',         0.134442],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
