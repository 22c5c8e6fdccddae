// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, courriels (1883 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1881/1883 right among 1883 published of 1883 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.382002],
  ['precedence',      7.052478],
  ['heading_strong',  1.731712],
  ['heading_first',   1.779611],
  ['body_strong',     -0.740517],
  ['body_first',      1.743366],
  ['strong_count',    1.657281],
  ['weak',            8.038499],
  ['weak_only',       0.734252],
  ['weak_heading',    -2.053446],
  ['category',        0],
  ['rubric',          0.230317],
  ['merger_capital',  2.746762],
  ['earliest',        0.834403],
  ['position',        -0.014981],
  ['background_only', 0.132142],
  ['in_list_item',    0.573275],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
