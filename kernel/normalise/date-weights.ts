// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires (1062 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1062/1062 right among 1062 published of 1062 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.388571],
  ['publication',      3.246323],
  ['list_date',        -0.061647],
  ['act_best',         1.235355],
  ['act_score',        0.76371],
  ['never_act',        -0.956382],
  ['publication_word', 0.513703],
  ['act_word',         -0.297772],
  ['effective_word',   -0.897529],
  ['signature',        -0.049657],
  ['top',              0.397579],
  ['bottom',           -0.244069],
  ['latest',           0.473642],
  ['earliest',         -0.248564],
  ['repeated',         0.151909],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
