// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, hebdomadaires (1415 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1415/1415 right among 1415 published of 1415 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.590218],
  ['publication',      3.332612],
  ['list_date',        -0.049746],
  ['act_best',         1.254111],
  ['act_score',        0.766071],
  ['never_act',        -0.956719],
  ['publication_word', 0.501744],
  ['act_word',         -0.345146],
  ['effective_word',   -0.84515],
  ['signature',        -0.065482],
  ['top',              0.452652],
  ['bottom',           -0.265004],
  ['latest',           0.495669],
  ['earliest',         -0.222075],
  ['repeated',         0.199326],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
