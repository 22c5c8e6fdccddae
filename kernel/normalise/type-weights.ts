// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (2129 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2126/2129 right among 2129 published of 2129 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.627528],
  ['precedence',      7.147812],
  ['heading_strong',  1.651385],
  ['heading_first',   1.701647],
  ['body_strong',     -0.810034],
  ['body_first',      1.824081],
  ['strong_count',    1.837673],
  ['weak',            8.212165],
  ['weak_only',       0.80027],
  ['weak_heading',    -1.911308],
  ['category',        0],
  ['rubric',          0.195477],
  ['merger_capital',  2.854895],
  ['earliest',        0.75377],
  ['position',        -0.084196],
  ['background_only', 0.113196],
  ['in_list_item',    0.515368],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
