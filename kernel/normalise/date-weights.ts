// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, mixtes (1589 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1589/1589 right among 1589 published of 1589 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.673217],
  ['publication',      3.370092],
  ['list_date',        -0.048759],
  ['act_best',         1.262331],
  ['act_score',        0.771085],
  ['never_act',        -0.969715],
  ['publication_word', 0.510418],
  ['act_word',         -0.377186],
  ['effective_word',   -0.833709],
  ['signature',        -0.078747],
  ['top',              0.445776],
  ['bottom',           -0.294963],
  ['latest',           0.492101],
  ['earliest',         -0.198653],
  ['repeated',         0.190117],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
