// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, brousse (1408 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1408/1408 right among 1408 published of 1408 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.585618],
  ['publication',      3.320804],
  ['list_date',        -0.053245],
  ['act_best',         1.273244],
  ['act_score',        0.764546],
  ['never_act',        -0.970665],
  ['publication_word', 0.519744],
  ['act_word',         -0.382652],
  ['effective_word',   -0.845652],
  ['signature',        -0.077624],
  ['top',              0.431357],
  ['bottom',           -0.276785],
  ['latest',           0.494477],
  ['earliest',         -0.212505],
  ['repeated',         0.206612],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
