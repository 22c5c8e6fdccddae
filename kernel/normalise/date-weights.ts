// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, semestres (1419 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1419/1419 right among 1419 published of 1419 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.582325],
  ['publication',      3.322441],
  ['list_date',        -0.055149],
  ['act_best',         1.267711],
  ['act_score',        0.763366],
  ['never_act',        -0.961206],
  ['publication_word', 0.532953],
  ['act_word',         -0.367406],
  ['effective_word',   -0.85059],
  ['signature',        -0.076909],
  ['top',              0.431648],
  ['bottom',           -0.28874],
  ['latest',           0.502228],
  ['earliest',         -0.217585],
  ['repeated',         0.200487],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
