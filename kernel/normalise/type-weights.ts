// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2209 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2206/2209 right among 2209 published of 2209 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.717657],
  ['precedence',      7.136389],
  ['heading_strong',  1.722824],
  ['heading_first',   1.76647],
  ['body_strong',     -0.724702],
  ['body_first',      1.856411],
  ['strong_count',    1.504401],
  ['weak',            8.464841],
  ['weak_only',       0.715526],
  ['weak_heading',    -1.920801],
  ['category',        0],
  ['rubric',          0.192572],
  ['merger_capital',  2.892757],
  ['earliest',        0.750238],
  ['position',        -0.188134],
  ['background_only', 0.106197],
  ['in_list_item',    0.520149],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
