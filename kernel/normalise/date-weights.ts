// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1471 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet (1052 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1051/1052 right among 1052 published of 1052 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.930992],
  ['publication',      4.914587],
  ['list_date',        -0.014522],
  ['act_best',         -0.635704],
  ['act_score',        6.963371],
  ['never_act',        -1.094316],
  ['publication_word', 0.79328],
  ['act_word',         -3.710024],
  ['effective_word',   -2.283933],
  ['signature',        0.492938],
  ['top',              0.787328],
  ['bottom',           -1.057217],
  ['latest',           1.652886],
  ['earliest',         -1.670184],
  ['repeated',         0.44117],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
