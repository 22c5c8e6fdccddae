// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, coquilles (1585 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1585/1585 right among 1585 published of 1585 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.668862],
  ['publication',      3.369041],
  ['list_date',        -0.051105],
  ['act_best',         1.258335],
  ['act_score',        0.774061],
  ['never_act',        -0.969308],
  ['publication_word', 0.508875],
  ['act_word',         -0.377247],
  ['effective_word',   -0.829748],
  ['signature',        -0.074978],
  ['top',              0.444336],
  ['bottom',           -0.291732],
  ['latest',           0.500138],
  ['earliest',         -0.190599],
  ['repeated',         0.199183],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
