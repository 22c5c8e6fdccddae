// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1901 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts (1380 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1380/1380 right among 1380 published of 1380 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.571738],
  ['publication',      3.316669],
  ['list_date',        -0.053373],
  ['act_best',         1.268067],
  ['act_score',        0.765395],
  ['never_act',        -0.960513],
  ['publication_word', 0.517498],
  ['act_word',         -0.361261],
  ['effective_word',   -0.849897],
  ['signature',        -0.075325],
  ['top',              0.428828],
  ['bottom',           -0.276736],
  ['latest',           0.498165],
  ['earliest',         -0.219986],
  ['repeated',         0.205303],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
