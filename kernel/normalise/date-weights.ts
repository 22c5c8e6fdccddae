// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, dissolutions (1265 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1265/1265 right among 1265 published of 1265 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.519174],
  ['publication',      3.285845],
  ['list_date',        -0.051393],
  ['act_best',         1.273623],
  ['act_score',        0.764878],
  ['never_act',        -0.960166],
  ['publication_word', 0.526113],
  ['act_word',         -0.357801],
  ['effective_word',   -0.84825],
  ['signature',        -0.067262],
  ['top',              0.432265],
  ['bottom',           -0.245604],
  ['latest',           0.483236],
  ['earliest',         -0.213433],
  ['repeated',         0.205098],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
