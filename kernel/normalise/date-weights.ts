// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1631 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux (1152 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1152/1152 right among 1152 published of 1152 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.446923],
  ['publication',      3.256021],
  ['list_date',        -0.057019],
  ['act_best',         1.262622],
  ['act_score',        0.770558],
  ['never_act',        -0.961352],
  ['publication_word', 0.519901],
  ['act_word',         -0.310282],
  ['effective_word',   -0.885651],
  ['signature',        -0.058321],
  ['top',              0.405784],
  ['bottom',           -0.238515],
  ['latest',           0.492112],
  ['earliest',         -0.256611],
  ['repeated',         0.164807],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
