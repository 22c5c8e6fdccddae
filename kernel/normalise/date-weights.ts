// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2111 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires (1551 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1551/1551 right among 1551 published of 1551 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.656593],
  ['publication',      3.360396],
  ['list_date',        -0.050405],
  ['act_best',         1.263757],
  ['act_score',        0.769135],
  ['never_act',        -0.970287],
  ['publication_word', 0.511572],
  ['act_word',         -0.375464],
  ['effective_word',   -0.833668],
  ['signature',        -0.071571],
  ['top',              0.437969],
  ['bottom',           -0.296893],
  ['latest',           0.492361],
  ['earliest',         -0.200765],
  ['repeated',         0.196168],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
