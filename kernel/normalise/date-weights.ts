// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1971 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse (1433 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1433/1433 right among 1433 published of 1433 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.593729],
  ['publication',      3.327049],
  ['list_date',        -0.053133],
  ['act_best',         1.272954],
  ['act_score',        0.767706],
  ['never_act',        -0.970339],
  ['publication_word', 0.518309],
  ['act_word',         -0.38077],
  ['effective_word',   -0.857633],
  ['signature',        -0.077843],
  ['top',              0.437017],
  ['bottom',           -0.28715],
  ['latest',           0.486273],
  ['earliest',         -0.223821],
  ['repeated',         0.206742],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
