// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires (1062 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1060/1062 right among 1062 published of 1062 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.024598],
  ['publication',      6.268328],
  ['list_date',        -0.487379],
  ['act_best',         -4.092497],
  ['act_score',        8.501173],
  ['never_act',        -0.587528],
  ['publication_word', 1.070226],
  ['act_word',         -2.185329],
  ['effective_word',   -2.664544],
  ['signature',        -0.043763],
  ['top',              1.335447],
  ['bottom',           0.172037],
  ['latest',           0.501384],
  ['earliest',         0.16385],
  ['repeated',         0.893],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
