// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, fusions (1069 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1068/1069 right among 1069 published of 1069 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.945736],
  ['publication',      4.927622],
  ['list_date',        -0.013742],
  ['act_best',         -0.636544],
  ['act_score',        6.980846],
  ['never_act',        -1.085242],
  ['publication_word', 0.78612],
  ['act_word',         -3.713251],
  ['effective_word',   -2.294325],
  ['signature',        0.511142],
  ['top',              0.830957],
  ['bottom',           -1.083322],
  ['latest',           1.662932],
  ['earliest',         -1.672566],
  ['repeated',         0.440413],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
