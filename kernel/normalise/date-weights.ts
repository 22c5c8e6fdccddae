// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 986 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, registres (720 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 719/720 right among 720 published of 720 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.569792],
  ['publication',      3.710362],
  ['list_date',        0.48062],
  ['act_best',         1.264835],
  ['act_score',        4.426477],
  ['never_act',        4.417801],
  ['publication_word', -1.612661],
  ['act_word',         -2.861353],
  ['effective_word',   -5.902933],
  ['signature',        -4.233071],
  ['top',              1.31285],
  ['bottom',           3.550102],
  ['latest',           1.913937],
  ['earliest',         -0.635743],
  ['repeated',         0.096996],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
