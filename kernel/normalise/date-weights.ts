// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1398 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, succursales (1003 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1001/1003 right among 1003 published of 1003 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.942594],
  ['publication',      6.251815],
  ['list_date',        -0.538025],
  ['act_best',         -4.068597],
  ['act_score',        8.385949],
  ['never_act',        -0.623396],
  ['publication_word', 1.055173],
  ['act_word',         -2.093],
  ['effective_word',   -2.708742],
  ['signature',        -0.139677],
  ['top',              1.242998],
  ['bottom',           0.207235],
  ['latest',           0.507792],
  ['earliest',         0.142728],
  ['repeated',         0.938114],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
