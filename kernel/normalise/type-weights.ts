// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (2004 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2002/2004 right among 2004 published of 2004 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.517815],
  ['precedence',      7.096505],
  ['heading_strong',  1.751786],
  ['heading_first',   1.791138],
  ['body_strong',     -0.801095],
  ['body_first',      1.78032],
  ['strong_count',    1.613423],
  ['weak',            8.041846],
  ['weak_only',       0.792879],
  ['weak_heading',    -2.039959],
  ['category',        0],
  ['rubric',          0.224147],
  ['merger_capital',  2.830099],
  ['earliest',        0.772191],
  ['position',        -0.017785],
  ['background_only', 0.115201],
  ['in_list_item',    0.504068],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
