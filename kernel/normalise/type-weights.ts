// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4121 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres (2240 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2236/2240 right among 2240 published of 2240 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.215789],
  ['precedence',      7.172279],
  ['heading_strong',  1.70617],
  ['heading_first',   1.752382],
  ['body_strong',     -0.825028],
  ['body_first',      2.385044],
  ['strong_count',    1.994363],
  ['weak',            8.448737],
  ['weak_only',       0.81081],
  ['weak_heading',    -1.987017],
  ['category',        0],
  ['rubric',          0.230002],
  ['merger_capital',  2.165015],
  ['earliest',        0.681999],
  ['position',        0.013293],
  ['background_only', 0.101566],
  ['in_list_item',    0.513971],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
