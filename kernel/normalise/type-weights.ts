// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2961 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions (1683 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1681/1683 right among 1683 published of 1683 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.208102],
  ['precedence',      6.996511],
  ['heading_strong',  1.804968],
  ['heading_first',   1.853958],
  ['body_strong',     -0.66419],
  ['body_first',      1.643451],
  ['strong_count',    1.402708],
  ['weak',            7.870901],
  ['weak_only',       0.659621],
  ['weak_heading',    -2.075643],
  ['category',        0],
  ['rubric',          0.26592],
  ['merger_capital',  2.693999],
  ['earliest',        0.762466],
  ['position',        0.040454],
  ['background_only', 0.142837],
  ['in_list_item',    0.537216],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
