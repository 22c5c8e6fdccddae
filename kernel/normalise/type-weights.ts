// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (1996 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1994/1996 right among 1996 published of 1996 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.516842],
  ['precedence',      7.094157],
  ['heading_strong',  1.751855],
  ['heading_first',   1.791215],
  ['body_strong',     -0.801821],
  ['body_first',      1.780303],
  ['strong_count',    1.612785],
  ['weak',            8.040192],
  ['weak_only',       0.793593],
  ['weak_heading',    -2.039875],
  ['category',        0],
  ['rubric',          0.224577],
  ['merger_capital',  2.829758],
  ['earliest',        0.772337],
  ['position',        -0.017309],
  ['background_only', 0.115244],
  ['in_list_item',    0.504127],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
