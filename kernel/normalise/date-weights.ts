// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1571 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines, conseils, fusions (1119 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1118/1119 right among 1119 published of 1119 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.984838],
  ['publication',      4.928762],
  ['list_date',        -0.013221],
  ['act_best',         -0.62951],
  ['act_score',        6.97916],
  ['never_act',        -1.073199],
  ['publication_word', 0.763766],
  ['act_word',         -3.72574],
  ['effective_word',   -2.287224],
  ['signature',        0.497438],
  ['top',              0.80258],
  ['bottom',           -1.080396],
  ['latest',           1.684238],
  ['earliest',         -1.684998],
  ['repeated',         0.436692],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
