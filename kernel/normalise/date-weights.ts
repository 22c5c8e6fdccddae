// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1511 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines (1079 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1078/1079 right among 1079 published of 1079 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.964027],
  ['publication',      4.916323],
  ['list_date',        -0.014258],
  ['act_best',         -0.63669],
  ['act_score',        6.957644],
  ['never_act',        -1.084199],
  ['publication_word', 0.77117],
  ['act_word',         -3.719693],
  ['effective_word',   -2.276528],
  ['signature',        0.477224],
  ['top',              0.759076],
  ['bottom',           -1.052048],
  ['latest',           1.666141],
  ['earliest',         -1.678612],
  ['repeated',         0.438459],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
