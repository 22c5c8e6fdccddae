// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, assemblees (1400 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1400/1400 right among 1400 published of 1400 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.583677],
  ['publication',      3.320982],
  ['list_date',        -0.0529],
  ['act_best',         1.269864],
  ['act_score',        0.760846],
  ['never_act',        -0.962104],
  ['publication_word', 0.520435],
  ['act_word',         -0.366068],
  ['effective_word',   -0.844285],
  ['signature',        -0.082459],
  ['top',              0.432517],
  ['bottom',           -0.284493],
  ['latest',           0.493606],
  ['earliest',         -0.216903],
  ['repeated',         0.20756],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
