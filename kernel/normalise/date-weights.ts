// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1831 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations (1324 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1324/1324 right among 1324 published of 1324 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.542962],
  ['publication',      3.299452],
  ['list_date',        -0.052734],
  ['act_best',         1.270732],
  ['act_score',        0.77161],
  ['never_act',        -0.957303],
  ['publication_word', 0.525322],
  ['act_word',         -0.369461],
  ['effective_word',   -0.857775],
  ['signature',        -0.073162],
  ['top',              0.434299],
  ['bottom',           -0.26654],
  ['latest',           0.496865],
  ['earliest',         -0.207341],
  ['repeated',         0.209717],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
