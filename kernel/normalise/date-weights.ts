// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, transformations (1262 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1262/1262 right among 1262 published of 1262 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.507417],
  ['publication',      3.283869],
  ['list_date',        -0.052376],
  ['act_best',         1.265104],
  ['act_score',        0.780678],
  ['never_act',        -0.960808],
  ['publication_word', 0.521437],
  ['act_word',         -0.347952],
  ['effective_word',   -0.890765],
  ['signature',        -0.073842],
  ['top',              0.436232],
  ['bottom',           -0.251974],
  ['latest',           0.491543],
  ['earliest',         -0.230237],
  ['repeated',         0.159577],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
