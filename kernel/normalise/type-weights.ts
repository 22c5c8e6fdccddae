// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (2132 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2129/2132 right among 2132 published of 2132 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.627137],
  ['precedence',      7.15286],
  ['heading_strong',  1.722656],
  ['heading_first',   1.767556],
  ['body_strong',     -0.740529],
  ['body_first',      1.83318],
  ['strong_count',    1.583262],
  ['weak',            8.300358],
  ['weak_only',       0.731571],
  ['weak_heading',    -1.89601],
  ['category',        0],
  ['rubric',          0.19736],
  ['merger_capital',  2.853733],
  ['earliest',        0.748734],
  ['position',        -0.085757],
  ['background_only', 0.110723],
  ['in_list_item',    0.505436],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
