// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1701 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications (1215 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1215/1215 right among 1215 published of 1215 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.482265],
  ['publication',      3.273943],
  ['list_date',        -0.054301],
  ['act_best',         1.26199],
  ['act_score',        0.781484],
  ['never_act',        -0.956975],
  ['publication_word', 0.519596],
  ['act_word',         -0.336963],
  ['effective_word',   -0.890004],
  ['signature',        -0.064488],
  ['top',              0.424433],
  ['bottom',           -0.246083],
  ['latest',           0.489178],
  ['earliest',         -0.240344],
  ['repeated',         0.159449],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
