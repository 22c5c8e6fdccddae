// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (1896 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1895/1896 right among 1896 published of 1896 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.085129],
  ['publication',      3.412616],
  ['list_date',        -0.015627],
  ['act_best',         3.630618],
  ['act_score',        -0.788812],
  ['never_act',        -2.910697],
  ['publication_word', 1.194986],
  ['act_word',         -2.215804],
  ['effective_word',   -0.295038],
  ['signature',        0.965734],
  ['top',              -2.81477],
  ['bottom',           -0.646532],
  ['latest',           1.585867],
  ['earliest',         -2.107159],
  ['repeated',         -5.64633],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
