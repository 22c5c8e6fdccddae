// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2961 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions (2238 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2232/2238 right among 2238 published of 2238 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.690226],
  ['publication',      4.891883],
  ['list_date',        -0.051437],
  ['act_best',         -1.644057],
  ['act_score',        4.62181],
  ['never_act',        -3.302097],
  ['publication_word', -0.594247],
  ['act_word',         -1.692911],
  ['effective_word',   -4.052143],
  ['signature',        -0.126892],
  ['top',              2.873528],
  ['bottom',           -1.190283],
  ['latest',           0.024856],
  ['earliest',         -3.732327],
  ['repeated',         6.987918],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
