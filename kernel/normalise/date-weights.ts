// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques (2484 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2478/2484 right among 2484 published of 2484 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.744662],
  ['publication',      5.141301],
  ['list_date',        -0.053687],
  ['act_best',         -1.757438],
  ['act_score',        2.762473],
  ['never_act',        -3.422831],
  ['publication_word', -0.808176],
  ['act_word',         0.481209],
  ['effective_word',   -3.992848],
  ['signature',        -0.276596],
  ['top',              2.996016],
  ['bottom',           -0.629869],
  ['latest',           -0.274091],
  ['earliest',         -3.964977],
  ['repeated',         6.090092],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
