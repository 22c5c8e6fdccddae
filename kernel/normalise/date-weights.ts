// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1056 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies (753 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 753/753 right among 753 published of 753 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.245975],
  ['publication',      3.214326],
  ['list_date',        -0.016662],
  ['act_best',         1.230076],
  ['act_score',        0.651091],
  ['never_act',        -0.272896],
  ['publication_word', 0.644686],
  ['act_word',         -0.198413],
  ['effective_word',   -0.873694],
  ['signature',        -0.105693],
  ['top',              0.33762],
  ['bottom',           -0.282346],
  ['latest',           0.530587],
  ['earliest',         -0.229675],
  ['repeated',         0.13146],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
