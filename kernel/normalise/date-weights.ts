// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, breves (2501 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2495/2501 right among 2501 published of 2501 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.410987],
  ['publication',      6.689802],
  ['list_date',        -0.359281],
  ['act_best',         -2.995751],
  ['act_score',        2.67512],
  ['never_act',        -4.138831],
  ['publication_word', -0.603786],
  ['act_word',         0.657811],
  ['effective_word',   -6.077707],
  ['signature',        -0.060626],
  ['top',              2.656912],
  ['bottom',           -2.177467],
  ['latest',           0.169954],
  ['earliest',         -1.386578],
  ['repeated',         7.367245],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
