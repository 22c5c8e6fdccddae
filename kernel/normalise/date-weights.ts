// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1366 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations (978 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 977/978 right among 978 published of 978 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.853616],
  ['publication',      4.911625],
  ['list_date',        -0.018234],
  ['act_best',         -0.665709],
  ['act_score',        6.893187],
  ['never_act',        -1.110073],
  ['publication_word', 0.787643],
  ['act_word',         -3.528984],
  ['effective_word',   -2.275886],
  ['signature',        0.459233],
  ['top',              0.546649],
  ['bottom',           -1.107558],
  ['latest',           1.694361],
  ['earliest',         -1.705434],
  ['repeated',         0.50378],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
