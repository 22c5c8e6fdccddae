// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques (2484 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2482/2484 right among 2484 published of 2484 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.37381],
  ['publication',      4.673434],
  ['list_date',        -0.358554],
  ['act_best',         -1.092584],
  ['act_score',        3.691131],
  ['never_act',        -3.01495],
  ['publication_word', 0.36207],
  ['act_word',         0.403128],
  ['effective_word',   -2.996785],
  ['signature',        -0.232862],
  ['top',              0.805355],
  ['bottom',           -0.932377],
  ['latest',           -1.09503],
  ['earliest',         -5.007426],
  ['repeated',         3.438903],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
