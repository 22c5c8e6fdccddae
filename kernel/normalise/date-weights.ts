// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles (2183 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2177/2183 right among 2183 published of 2183 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.677183],
  ['publication',      4.887973],
  ['list_date',        -0.050831],
  ['act_best',         -1.646263],
  ['act_score',        4.59999],
  ['never_act',        -3.306789],
  ['publication_word', -0.595915],
  ['act_word',         -1.683127],
  ['effective_word',   -4.050305],
  ['signature',        -0.126398],
  ['top',              2.867115],
  ['bottom',           -1.189299],
  ['latest',           0.026396],
  ['earliest',         -3.717344],
  ['repeated',         6.980163],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
