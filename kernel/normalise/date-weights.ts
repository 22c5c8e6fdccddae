// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1661 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, modifications (1179 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1179/1179 right among 1179 published of 1179 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.464835],
  ['publication',      3.263283],
  ['list_date',        -0.055362],
  ['act_best',         1.264509],
  ['act_score',        0.778452],
  ['never_act',        -0.95963],
  ['publication_word', 0.518023],
  ['act_word',         -0.329304],
  ['effective_word',   -0.890028],
  ['signature',        -0.066271],
  ['top',              0.42007],
  ['bottom',           -0.238619],
  ['latest',           0.494396],
  ['earliest',         -0.242286],
  ['repeated',         0.162712],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
