// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions (1302 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1302/1302 right among 1302 published of 1302 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.534039],
  ['publication',      3.296],
  ['list_date',        -0.053438],
  ['act_best',         1.269005],
  ['act_score',        0.765806],
  ['never_act',        -0.957824],
  ['publication_word', 0.525784],
  ['act_word',         -0.36136],
  ['effective_word',   -0.848593],
  ['signature',        -0.066028],
  ['top',              0.425897],
  ['bottom',           -0.261483],
  ['latest',           0.492077],
  ['earliest',         -0.211174],
  ['repeated',         0.210531],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
