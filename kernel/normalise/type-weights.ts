// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (2495 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2494/2495 right among 2495 published of 2495 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.24621],
  ['precedence',      0.725517],
  ['heading_strong',  0.612826],
  ['heading_first',   0.847287],
  ['body_strong',     0.901318],
  ['body_first',      1.761536],
  ['strong_count',    0.653079],
  ['weak',            -0.195768],
  ['weak_only',       -1.220811],
  ['weak_heading',    0.064921],
  ['category',        0],
  ['rubric',          0.091349],
  ['merger_capital',  1.349773],
  ['earliest',        0.774961],
  ['position',        -0.348555],
  ['background_only', 0.030058],
  ['in_list_item',    0.104464],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
