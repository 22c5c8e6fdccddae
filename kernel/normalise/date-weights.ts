// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique (1680 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1680/1680 right among 1680 published of 1680 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.699073],
  ['publication',      3.380548],
  ['list_date',        -0.056092],
  ['act_best',         1.263172],
  ['act_score',        0.772822],
  ['never_act',        -0.965738],
  ['publication_word', 0.520371],
  ['act_word',         -0.379578],
  ['effective_word',   -0.846142],
  ['signature',        -0.075251],
  ['top',              0.445211],
  ['bottom',           -0.308939],
  ['latest',           0.496286],
  ['earliest',         -0.198788],
  ['repeated',         0.191481],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
