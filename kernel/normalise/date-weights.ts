// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques (2484 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2480/2484 right among 2484 published of 2484 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.537735],
  ['publication',      6.080762],
  ['list_date',        -0.014133],
  ['act_best',         -2.704108],
  ['act_score',        4.617056],
  ['never_act',        -3.846939],
  ['publication_word', -0.856799],
  ['act_word',         0.06724],
  ['effective_word',   -4.085586],
  ['signature',        -0.104548],
  ['top',              4.735059],
  ['bottom',           -0.578388],
  ['latest',           -0.521709],
  ['earliest',         -4.653926],
  ['repeated',         6.040615],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
