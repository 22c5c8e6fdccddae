// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1056 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies (753 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 752/753 right among 753 published of 753 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.587432],
  ['publication',      3.731185],
  ['list_date',        0.468878],
  ['act_best',         1.267811],
  ['act_score',        4.444399],
  ['never_act',        4.429476],
  ['publication_word', -1.632519],
  ['act_word',         -2.881579],
  ['effective_word',   -5.915287],
  ['signature',        -4.205922],
  ['top',              1.27877],
  ['bottom',           3.561358],
  ['latest',           1.912497],
  ['earliest',         -0.633816],
  ['repeated',         0.09609],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
