// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1541 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines, conseils (1099 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1098/1099 right among 1099 published of 1099 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.96944],
  ['publication',      4.915618],
  ['list_date',        -0.01398],
  ['act_best',         -0.628407],
  ['act_score',        6.962261],
  ['never_act',        -1.082664],
  ['publication_word', 0.771888],
  ['act_word',         -3.722438],
  ['effective_word',   -2.276922],
  ['signature',        0.479081],
  ['top',              0.758328],
  ['bottom',           -1.053265],
  ['latest',           1.673978],
  ['earliest',         -1.682627],
  ['repeated',         0.437454],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
