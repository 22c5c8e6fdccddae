// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4481 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers (3166 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 3156/3166 right among 3166 published of 3166 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.165271],
  ['publication',      7.395923],
  ['list_date',        -0.421117],
  ['act_best',         -2.756543],
  ['act_score',        3.741824],
  ['never_act',        -3.788668],
  ['publication_word', -0.68631],
  ['act_word',         0.463668],
  ['effective_word',   -5.882607],
  ['signature',        -0.013139],
  ['top',              2.026412],
  ['bottom',           -3.181345],
  ['latest',           0.067429],
  ['earliest',         -1.981494],
  ['repeated',         6.398601],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
