// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1147 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes (816 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 815/816 right among 816 published of 816 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.497384],
  ['publication',      4.655996],
  ['list_date',        -0.028816],
  ['act_best',         -0.59967],
  ['act_score',        6.580021],
  ['never_act',        -0.442057],
  ['publication_word', 0.327208],
  ['act_word',         -3.510232],
  ['effective_word',   -2.426831],
  ['signature',        0.235102],
  ['top',              0.362624],
  ['bottom',           -0.817567],
  ['latest',           1.724426],
  ['earliest',         -1.429442],
  ['repeated',         0.449916],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
