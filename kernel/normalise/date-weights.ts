// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1671 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines (1188 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1188/1188 right among 1188 published of 1188 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.46487],
  ['publication',      3.266963],
  ['list_date',        -0.055891],
  ['act_best',         1.26003],
  ['act_score',        0.773944],
  ['never_act',        -0.958578],
  ['publication_word', 0.521373],
  ['act_word',         -0.318547],
  ['effective_word',   -0.885742],
  ['signature',        -0.056629],
  ['top',              0.410713],
  ['bottom',           -0.246099],
  ['latest',           0.486828],
  ['earliest',         -0.254451],
  ['repeated',         0.161423],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
