// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4121 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, personnesmorales, societaires (2231 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2228/2231 right among 2231 published of 2231 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.224739],
  ['precedence',      7.177027],
  ['heading_strong',  1.694774],
  ['heading_first',   1.741743],
  ['body_strong',     -0.832644],
  ['body_first',      2.449509],
  ['strong_count',    1.890389],
  ['weak',            8.469272],
  ['weak_only',       0.81692],
  ['weak_heading',    -1.917202],
  ['category',        0],
  ['rubric',          0.234309],
  ['merger_capital',  2.16354],
  ['earliest',        0.87421],
  ['position',        0.187035],
  ['background_only', 0.097449],
  ['in_list_item',    0.496598],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
