// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, directoires, groupements, partenaires (2322 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2319/2322 right among 2322 published of 2322 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.248856],
  ['precedence',      7.174505],
  ['heading_strong',  1.700355],
  ['heading_first',   1.745532],
  ['body_strong',     -0.854979],
  ['body_first',      2.463559],
  ['strong_count',    1.93634],
  ['weak',            8.518099],
  ['weak_only',       0.811562],
  ['weak_heading',    -1.965606],
  ['category',        0],
  ['rubric',          0.229757],
  ['merger_capital',  2.158116],
  ['earliest',        0.865785],
  ['position',        0.181151],
  ['background_only', 0.095417],
  ['in_list_item',    0.49743],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
