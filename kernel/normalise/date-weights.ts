// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1871 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres (1361 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1361/1361 right among 1361 published of 1361 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.560083],
  ['publication',      3.315578],
  ['list_date',        -0.053576],
  ['act_best',         1.261207],
  ['act_score',        0.764833],
  ['never_act',        -0.957197],
  ['publication_word', 0.512184],
  ['act_word',         -0.366011],
  ['effective_word',   -0.854433],
  ['signature',        -0.074167],
  ['top',              0.42796],
  ['bottom',           -0.273445],
  ['latest',           0.502993],
  ['earliest',         -0.210919],
  ['repeated',         0.210578],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
