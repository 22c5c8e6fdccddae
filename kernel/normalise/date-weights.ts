// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1366 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations (982 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 981/982 right among 982 published of 982 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.853916],
  ['publication',      4.911613],
  ['list_date',        -0.018222],
  ['act_best',         -0.665415],
  ['act_score',        6.893278],
  ['never_act',        -1.110229],
  ['publication_word', 0.787708],
  ['act_word',         -3.529212],
  ['effective_word',   -2.276035],
  ['signature',        0.459249],
  ['top',              0.546582],
  ['bottom',           -1.107582],
  ['latest',           1.69462],
  ['earliest',         -1.705586],
  ['repeated',         0.503722],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
