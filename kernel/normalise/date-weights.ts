// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1399 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, horsujet (991 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 990/991 right among 991 published of 991 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.885443],
  ['publication',      4.898319],
  ['list_date',        -0.017941],
  ['act_best',         -0.630692],
  ['act_score',        6.893662],
  ['never_act',        -1.111668],
  ['publication_word', 0.792582],
  ['act_word',         -3.616548],
  ['effective_word',   -2.257355],
  ['signature',        0.459413],
  ['top',              0.552021],
  ['bottom',           -1.108231],
  ['latest',           1.686426],
  ['earliest',         -1.690045],
  ['repeated',         0.473354],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
