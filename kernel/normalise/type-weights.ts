// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce (1842 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1840/1842 right among 1842 published of 1842 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.294321],
  ['precedence',      7.042547],
  ['heading_strong',  1.782164],
  ['heading_first',   1.827445],
  ['body_strong',     -0.727596],
  ['body_first',      1.725111],
  ['strong_count',    1.516016],
  ['weak',            7.919096],
  ['weak_only',       0.721593],
  ['weak_heading',    -2.077015],
  ['category',        0],
  ['rubric',          0.249809],
  ['merger_capital',  2.716315],
  ['earliest',        0.846741],
  ['position',        0.006576],
  ['background_only', 0.135539],
  ['in_list_item',    0.568323],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
