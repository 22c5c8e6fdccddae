// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1471 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet (1049 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1048/1049 right among 1049 published of 1049 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.930988],
  ['publication',      4.914588],
  ['list_date',        -0.014523],
  ['act_best',         -0.635711],
  ['act_score',        6.963367],
  ['never_act',        -1.094317],
  ['publication_word', 0.79328],
  ['act_word',         -3.710025],
  ['effective_word',   -2.283932],
  ['signature',        0.492936],
  ['top',              0.787325],
  ['bottom',           -1.057218],
  ['latest',           1.652882],
  ['earliest',         -1.670175],
  ['repeated',         0.441169],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
