// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1861 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, parts (1343 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1343/1343 right among 1343 published of 1343 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.554763],
  ['publication',      3.300642],
  ['list_date',        -0.05253],
  ['act_best',         1.277525],
  ['act_score',        0.772155],
  ['never_act',        -0.960548],
  ['publication_word', 0.530613],
  ['act_word',         -0.364651],
  ['effective_word',   -0.853203],
  ['signature',        -0.074351],
  ['top',              0.435229],
  ['bottom',           -0.269884],
  ['latest',           0.49211],
  ['earliest',         -0.216473],
  ['repeated',         0.204391],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
