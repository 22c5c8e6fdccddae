// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (1998 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1996/1998 right among 1998 published of 1998 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.499213],
  ['precedence',      7.096095],
  ['heading_strong',  1.742868],
  ['heading_first',   1.783863],
  ['body_strong',     -0.812441],
  ['body_first',      1.790906],
  ['strong_count',    1.670174],
  ['weak',            8.02019],
  ['weak_only',       0.803839],
  ['weak_heading',    -2.00153],
  ['category',        0],
  ['rubric',          0.222596],
  ['merger_capital',  2.846972],
  ['earliest',        0.771555],
  ['position',        -0.015984],
  ['background_only', 0.117626],
  ['in_list_item',    0.507436],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
