// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1601 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions (1132 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1132/1132 right among 1132 published of 1132 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.425327],
  ['publication',      3.256509],
  ['list_date',        -0.057613],
  ['act_best',         1.242109],
  ['act_score',        0.772514],
  ['never_act',        -0.954638],
  ['publication_word', 0.5139],
  ['act_word',         -0.307101],
  ['effective_word',   -0.907008],
  ['signature',        -0.057687],
  ['top',              0.403637],
  ['bottom',           -0.234426],
  ['latest',           0.49412],
  ['earliest',         -0.251456],
  ['repeated',         0.1593],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
