// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1438 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales (1036 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1034/1036 right among 1036 published of 1036 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.966689],
  ['publication',      6.262455],
  ['list_date',        -0.529997],
  ['act_best',         -4.090093],
  ['act_score',        8.420739],
  ['never_act',        -0.621331],
  ['publication_word', 1.074236],
  ['act_word',         -2.101846],
  ['effective_word',   -2.702369],
  ['signature',        -0.074402],
  ['top',              1.25681],
  ['bottom',           0.214559],
  ['latest',           0.510021],
  ['earliest',         0.146901],
  ['repeated',         0.931208],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
