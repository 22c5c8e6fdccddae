// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (1998 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1996/1998 right among 1998 published of 1998 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.510464],
  ['precedence',      7.090624],
  ['heading_strong',  1.739739],
  ['heading_first',   1.780758],
  ['body_strong',     -0.816715],
  ['body_first',      1.785829],
  ['strong_count',    1.671834],
  ['weak',            8.023799],
  ['weak_only',       0.808101],
  ['weak_heading',    -2.001056],
  ['category',        0],
  ['rubric',          0.223301],
  ['merger_capital',  2.835012],
  ['earliest',        0.771023],
  ['position',        -0.009935],
  ['background_only', 0.117114],
  ['in_list_item',    0.505873],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
