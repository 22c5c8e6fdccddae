// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1211 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, mandats (854 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 853/854 right among 854 published of 854 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.523801],
  ['publication',      4.654642],
  ['list_date',        -0.028484],
  ['act_best',         -0.59577],
  ['act_score',        6.585416],
  ['never_act',        -0.443944],
  ['publication_word', 0.332265],
  ['act_word',         -3.537655],
  ['effective_word',   -2.440082],
  ['signature',        0.226389],
  ['top',              0.357601],
  ['bottom',           -0.820578],
  ['latest',           1.721202],
  ['earliest',         -1.436987],
  ['repeated',         0.442177],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
