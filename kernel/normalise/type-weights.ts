// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (1996 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1994/1996 right among 1996 published of 1996 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.51043],
  ['precedence',      7.090875],
  ['heading_strong',  1.739834],
  ['heading_first',   1.780846],
  ['body_strong',     -0.816559],
  ['body_first',      1.785738],
  ['strong_count',    1.671546],
  ['weak',            8.023693],
  ['weak_only',       0.807948],
  ['weak_heading',    -2.001095],
  ['category',        0],
  ['rubric',          0.22328],
  ['merger_capital',  2.835022],
  ['earliest',        0.771044],
  ['position',        -0.009946],
  ['background_only', 0.117114],
  ['in_list_item',    0.50585],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
