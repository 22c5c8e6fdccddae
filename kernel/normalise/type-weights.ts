// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (2119 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2116/2119 right among 2119 published of 2119 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.660671],
  ['precedence',      7.130642],
  ['heading_strong',  1.721242],
  ['heading_first',   1.766318],
  ['body_strong',     -0.740227],
  ['body_first',      1.821184],
  ['strong_count',    1.527072],
  ['weak',            8.333962],
  ['weak_only',       0.731199],
  ['weak_heading',    -1.888174],
  ['category',        0],
  ['rubric',          0.201105],
  ['merger_capital',  2.851275],
  ['earliest',        0.754522],
  ['position',        -0.103905],
  ['background_only', 0.109966],
  ['in_list_item',    0.508836],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
