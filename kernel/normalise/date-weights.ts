// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1731 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions (1240 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1240/1240 right among 1240 published of 1240 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.498112],
  ['publication',      3.280183],
  ['list_date',        -0.053101],
  ['act_best',         1.263371],
  ['act_score',        0.774694],
  ['never_act',        -0.96123],
  ['publication_word', 0.521791],
  ['act_word',         -0.33939],
  ['effective_word',   -0.881165],
  ['signature',        -0.066333],
  ['top',              0.427481],
  ['bottom',           -0.246594],
  ['latest',           0.486455],
  ['earliest',         -0.234297],
  ['repeated',         0.160314],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
