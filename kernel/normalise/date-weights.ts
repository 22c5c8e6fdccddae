// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1771 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles (1277 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1277/1277 right among 1277 published of 1277 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.513372],
  ['publication',      3.290495],
  ['list_date',        -0.055099],
  ['act_best',         1.258822],
  ['act_score',        0.775545],
  ['never_act',        -0.958845],
  ['publication_word', 0.521543],
  ['act_word',         -0.343304],
  ['effective_word',   -0.881168],
  ['signature',        -0.065101],
  ['top',              0.421226],
  ['bottom',           -0.262568],
  ['latest',           0.495576],
  ['earliest',         -0.231568],
  ['repeated',         0.166272],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
