// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, cooperatives, professions (2083 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2082/2083 right among 2083 published of 2083 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.141628],
  ['publication',      3.447898],
  ['list_date',        -0.016553],
  ['act_best',         3.593785],
  ['act_score',        -0.74964],
  ['never_act',        -2.951824],
  ['publication_word', 1.200488],
  ['act_word',         -2.238438],
  ['effective_word',   -0.30699],
  ['signature',        0.913131],
  ['top',              -2.830706],
  ['bottom',           -0.689136],
  ['latest',           1.552545],
  ['earliest',         -2.14672],
  ['repeated',         -5.660629],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
