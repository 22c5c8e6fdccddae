// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1661 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, constitutions (1177 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1177/1177 right among 1177 published of 1177 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.463602],
  ['publication',      3.262614],
  ['list_date',        -0.055706],
  ['act_best',         1.264029],
  ['act_score',        0.763749],
  ['never_act',        -0.965854],
  ['publication_word', 0.522177],
  ['act_word',         -0.31321],
  ['effective_word',   -0.876345],
  ['signature',        -0.06036],
  ['top',              0.409529],
  ['bottom',           -0.239071],
  ['latest',           0.489276],
  ['earliest',         -0.250224],
  ['repeated',         0.165631],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
