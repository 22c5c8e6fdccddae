// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, tableaux (2517 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2512/2517 right among 2517 published of 2517 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.443012],
  ['publication',      -0.638428],
  ['list_date',        -0.592583],
  ['act_best',         -6.824168],
  ['act_score',        3.520597],
  ['never_act',        0.363649],
  ['publication_word', -1.087182],
  ['act_word',         0.792483],
  ['effective_word',   -3.61013],
  ['signature',        -2.965452],
  ['top',              2.81106],
  ['bottom',           1.489997],
  ['latest',           0.448489],
  ['earliest',         -1.050517],
  ['repeated',         4.532838],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
