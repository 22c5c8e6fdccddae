// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2209 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2206/2209 right among 2209 published of 2209 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.199944],
  ['precedence',      7.18809],
  ['heading_strong',  1.699786],
  ['heading_first',   1.747889],
  ['body_strong',     -0.820353],
  ['body_first',      2.375604],
  ['strong_count',    1.995196],
  ['weak',            8.411923],
  ['weak_only',       0.80564],
  ['weak_heading',    -1.939584],
  ['category',        0],
  ['rubric',          0.229824],
  ['merger_capital',  2.174168],
  ['earliest',        0.684364],
  ['position',        0.01983],
  ['background_only', 0.10379],
  ['in_list_item',    0.512862],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
