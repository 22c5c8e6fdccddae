// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2212 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2209/2212 right among 2212 published of 2212 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.697981],
  ['precedence',      7.129576],
  ['heading_strong',  1.705952],
  ['heading_first',   1.750149],
  ['body_strong',     -0.746979],
  ['body_first',      1.869864],
  ['strong_count',    1.604074],
  ['weak',            8.437234],
  ['weak_only',       0.737525],
  ['weak_heading',    -1.930695],
  ['category',        0],
  ['rubric',          0.191207],
  ['merger_capital',  2.881889],
  ['earliest',        0.742204],
  ['position',        -0.16491],
  ['background_only', 0.106669],
  ['in_list_item',    0.517803],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
