// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2201 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2198/2201 right among 2201 published of 2201 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.197229],
  ['precedence',      7.176863],
  ['heading_strong',  1.70369],
  ['heading_first',   1.75166],
  ['body_strong',     -0.82006],
  ['body_first',      2.375012],
  ['strong_count',    1.97211],
  ['weak',            8.41079],
  ['weak_only',       0.805298],
  ['weak_heading',    -1.93827],
  ['category',        0],
  ['rubric',          0.23249],
  ['merger_capital',  2.172315],
  ['earliest',        0.685568],
  ['position',        0.020071],
  ['background_only', 0.103793],
  ['in_list_item',    0.512789],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
