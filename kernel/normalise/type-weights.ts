// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3641 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, insertions, entrefilets (1999 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1997/1999 right among 1999 published of 1999 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.263678],
  ['precedence',      9.291755],
  ['heading_strong',  2.001771],
  ['heading_first',   2.017951],
  ['body_strong',     -1.021517],
  ['body_first',      1.409203],
  ['strong_count',    3.531394],
  ['weak',            6.73532],
  ['weak_only',       1.020108],
  ['weak_heading',    -2.907081],
  ['category',        0],
  ['rubric',          0.143698],
  ['merger_capital',  3.074669],
  ['earliest',        1.077124],
  ['position',        0.677153],
  ['background_only', 0.156969],
  ['in_list_item',    0.46864],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
