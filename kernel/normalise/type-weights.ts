// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2213 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2210/2213 right among 2213 published of 2213 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.200183],
  ['precedence',      7.177301],
  ['heading_strong',  1.703195],
  ['heading_first',   1.75116],
  ['body_strong',     -0.820129],
  ['body_first',      2.374717],
  ['strong_count',    1.97084],
  ['weak',            8.414031],
  ['weak_only',       0.805368],
  ['weak_heading',    -1.937949],
  ['category',        0],
  ['rubric',          0.23237],
  ['merger_capital',  2.170211],
  ['earliest',        0.685501],
  ['position',        0.019483],
  ['background_only', 0.103676],
  ['in_list_item',    0.512592],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
