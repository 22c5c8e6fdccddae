// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, capitaux (1069 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1068/1069 right among 1069 published of 1069 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.966113],
  ['publication',      4.926228],
  ['list_date',        -0.013987],
  ['act_best',         -0.62366],
  ['act_score',        7.000589],
  ['never_act',        -1.08686],
  ['publication_word', 0.806233],
  ['act_word',         -3.734583],
  ['effective_word',   -2.273646],
  ['signature',        0.502091],
  ['top',              0.784764],
  ['bottom',           -1.098469],
  ['latest',           1.660233],
  ['earliest',         -1.689841],
  ['repeated',         0.435579],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
