// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2209 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2206/2209 right among 2209 published of 2209 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.200109],
  ['precedence',      7.188021],
  ['heading_strong',  1.699751],
  ['heading_first',   1.747853],
  ['body_strong',     -0.820375],
  ['body_first',      2.375444],
  ['strong_count',    1.995099],
  ['weak',            8.411897],
  ['weak_only',       0.805663],
  ['weak_heading',    -1.939596],
  ['category',        0],
  ['rubric',          0.22984],
  ['merger_capital',  2.173742],
  ['earliest',        0.684315],
  ['position',        0.019975],
  ['background_only', 0.103782],
  ['in_list_item',    0.512812],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
