// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2214 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2211/2214 right among 2214 published of 2214 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.662206],
  ['precedence',      7.122906],
  ['heading_strong',  1.604721],
  ['heading_first',   1.655454],
  ['body_strong',     -0.860503],
  ['body_first',      1.875163],
  ['strong_count',    2.052607],
  ['weak',            8.277713],
  ['weak_only',       0.849686],
  ['weak_heading',    -1.966944],
  ['category',        0],
  ['rubric',          0.187204],
  ['merger_capital',  2.873014],
  ['earliest',        0.736801],
  ['position',        -0.123218],
  ['background_only', 0.110642],
  ['in_list_item',    0.52549],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
