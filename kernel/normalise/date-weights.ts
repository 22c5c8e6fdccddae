// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce (2461 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2456/2461 right among 2461 published of 2461 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.361393],
  ['publication',      4.959194],
  ['list_date',        -0.045021],
  ['act_best',         -0.590159],
  ['act_score',        2.855332],
  ['never_act',        -3.397674],
  ['publication_word', -0.539057],
  ['act_word',         -3.001348],
  ['effective_word',   -3.319862],
  ['signature',        -0.344603],
  ['top',              2.752617],
  ['bottom',           -0.303309],
  ['latest',           -0.458418],
  ['earliest',         -3.250595],
  ['repeated',         8.055771],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
