// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1149 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, denominations (816 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 816/816 right among 816 published of 816 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.326883],
  ['publication',      3.211409],
  ['list_date',        -0.008185],
  ['act_best',         1.27957],
  ['act_score',        0.653176],
  ['never_act',        -0.294763],
  ['publication_word', 0.660998],
  ['act_word',         -0.225919],
  ['effective_word',   -0.878711],
  ['signature',        -0.11303],
  ['top',              0.329165],
  ['bottom',           -0.277622],
  ['latest',           0.539353],
  ['earliest',         -0.246225],
  ['repeated',         0.118228],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
