// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1511 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines (1082 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1081/1082 right among 1082 published of 1082 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.964031],
  ['publication',      4.916322],
  ['list_date',        -0.014258],
  ['act_best',         -0.636683],
  ['act_score',        6.957648],
  ['never_act',        -1.084198],
  ['publication_word', 0.77117],
  ['act_word',         -3.719692],
  ['effective_word',   -2.276529],
  ['signature',        0.477225],
  ['top',              0.759079],
  ['bottom',           -1.052048],
  ['latest',           1.666145],
  ['earliest',         -1.678621],
  ['repeated',         0.43846],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
