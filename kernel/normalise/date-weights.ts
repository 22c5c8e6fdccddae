// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1304 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, liquidations (927 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 926/927 right among 927 published of 927 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.683241],
  ['publication',      4.742229],
  ['list_date',        -0.016823],
  ['act_best',         -0.589348],
  ['act_score',        6.787678],
  ['never_act',        -0.800444],
  ['publication_word', 0.546082],
  ['act_word',         -3.506951],
  ['effective_word',   -2.395002],
  ['signature',        0.266919],
  ['top',              0.690552],
  ['bottom',           -0.611375],
  ['latest',           1.621337],
  ['earliest',         -1.734743],
  ['repeated',         0.437489],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
