// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, agences (1404 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1404/1404 right among 1404 published of 1404 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.596715],
  ['publication',      3.325935],
  ['list_date',        -0.05279],
  ['act_best',         1.270791],
  ['act_score',        0.772839],
  ['never_act',        -0.962705],
  ['publication_word', 0.507625],
  ['act_word',         -0.363387],
  ['effective_word',   -0.834654],
  ['signature',        -0.070738],
  ['top',              0.401558],
  ['bottom',           -0.28028],
  ['latest',           0.505753],
  ['earliest',         -0.200207],
  ['repeated',         0.202824],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
