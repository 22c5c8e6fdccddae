// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations (1405 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1405/1405 right among 1405 published of 1405 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.579962],
  ['publication',      3.323061],
  ['list_date',        -0.053271],
  ['act_best',         1.267705],
  ['act_score',        0.768582],
  ['never_act',        -0.960364],
  ['publication_word', 0.515985],
  ['act_word',         -0.359534],
  ['effective_word',   -0.861908],
  ['signature',        -0.075568],
  ['top',              0.434623],
  ['bottom',           -0.287188],
  ['latest',           0.489758],
  ['earliest',         -0.231424],
  ['repeated',         0.205472],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
