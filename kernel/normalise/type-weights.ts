// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques (1862 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1860/1862 right among 1862 published of 1862 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.310192],
  ['precedence',      7.071203],
  ['heading_strong',  1.775909],
  ['heading_first',   1.821132],
  ['body_strong',     -0.716997],
  ['body_first',      1.707048],
  ['strong_count',    1.514103],
  ['weak',            7.914218],
  ['weak_only',       0.711126],
  ['weak_heading',    -2.081173],
  ['category',        0],
  ['rubric',          0.245228],
  ['merger_capital',  2.750855],
  ['earliest',        0.854103],
  ['position',        0.002378],
  ['background_only', 0.135562],
  ['in_list_item',    0.568645],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
