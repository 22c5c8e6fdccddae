// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, conseils (1066 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1065/1066 right among 1066 published of 1066 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.936597],
  ['publication',      4.913851],
  ['list_date',        -0.014236],
  ['act_best',         -0.627328],
  ['act_score',        6.968],
  ['never_act',        -1.092717],
  ['publication_word', 0.793907],
  ['act_word',         -3.712792],
  ['effective_word',   -2.284293],
  ['signature',        0.494782],
  ['top',              0.786415],
  ['bottom',           -1.05845],
  ['latest',           1.660883],
  ['earliest',         -1.674303],
  ['repeated',         0.440152],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
