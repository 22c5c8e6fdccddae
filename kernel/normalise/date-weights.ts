// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes (2028 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2027/2028 right among 2028 published of 2028 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.132447],
  ['publication',      3.440715],
  ['list_date',        -0.016346],
  ['act_best',         3.594926],
  ['act_score',        -0.761418],
  ['never_act',        -2.94316],
  ['publication_word', 1.200212],
  ['act_word',         -2.232557],
  ['effective_word',   -0.305711],
  ['signature',        0.915191],
  ['top',              -2.82384],
  ['bottom',           -0.678484],
  ['latest',           1.553639],
  ['earliest',         -2.142114],
  ['repeated',         -5.655906],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
