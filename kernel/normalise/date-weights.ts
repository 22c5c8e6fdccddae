// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds (926 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 925/926 right among 926 published of 926 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.704779],
  ['publication',      4.860715],
  ['list_date',        -0.022855],
  ['act_best',         -0.689746],
  ['act_score',        6.637099],
  ['never_act',        -1.253539],
  ['publication_word', 0.809628],
  ['act_word',         -3.544144],
  ['effective_word',   -2.247208],
  ['signature',        0.318626],
  ['top',              0.381559],
  ['bottom',           -0.715339],
  ['latest',           1.740683],
  ['earliest',         -1.482669],
  ['repeated',         0.526391],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
