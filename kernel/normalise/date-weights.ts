// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1272 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux (901 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 900/901 right among 901 published of 901 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.634155],
  ['publication',      4.755041],
  ['list_date',        -0.025905],
  ['act_best',         -0.659963],
  ['act_score',        6.633204],
  ['never_act',        -0.850911],
  ['publication_word', 0.563386],
  ['act_word',         -3.519011],
  ['effective_word',   -2.345129],
  ['signature',        0.252606],
  ['top',              0.314181],
  ['bottom',           -0.721508],
  ['latest',           1.71859],
  ['earliest',         -1.501519],
  ['repeated',         0.442549],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
