// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, transformations (1262 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1261/1262 right among 1262 published of 1262 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.927324],
  ['publication',      5.373243],
  ['list_date',        -0.020246],
  ['act_best',         -2.405151],
  ['act_score',        9.287229],
  ['never_act',        -0.951256],
  ['publication_word', 0.860365],
  ['act_word',         1.349391],
  ['effective_word',   -3.387801],
  ['signature',        -0.092712],
  ['top',              0.524017],
  ['bottom',           -0.849412],
  ['latest',           2.254176],
  ['earliest',         -2.448652],
  ['repeated',         1.729],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
