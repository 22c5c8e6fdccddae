// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (3268 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 3255/3268 right among 3268 published of 3268 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     5.537073],
  ['publication',      7.178513],
  ['list_date',        -0.86754],
  ['act_best',         -3.109038],
  ['act_score',        3.602018],
  ['never_act',        -4.086854],
  ['publication_word', -0.40636],
  ['act_word',         -0.124196],
  ['effective_word',   -5.413008],
  ['signature',        -0.08531],
  ['top',              1.843163],
  ['bottom',           -2.236362],
  ['latest',           0.238919],
  ['earliest',         -0.872157],
  ['repeated',         6.036892],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
