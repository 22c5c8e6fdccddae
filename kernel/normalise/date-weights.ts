// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1471 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet (1049 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1047/1049 right among 1049 published of 1049 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.994126],
  ['publication',      6.259842],
  ['list_date',        -0.517255],
  ['act_best',         -4.088058],
  ['act_score',        8.452941],
  ['never_act',        -0.604104],
  ['publication_word', 1.074274],
  ['act_word',         -2.149812],
  ['effective_word',   -2.682548],
  ['signature',        -0.069394],
  ['top',              1.271457],
  ['bottom',           0.216644],
  ['latest',           0.503109],
  ['earliest',         0.165245],
  ['repeated',         0.908304],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
