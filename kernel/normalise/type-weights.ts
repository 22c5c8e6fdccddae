// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles (1649 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1647/1649 right among 1649 published of 1649 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.177774],
  ['precedence',      6.980534],
  ['heading_strong',  1.8237],
  ['heading_first',   1.87091],
  ['body_strong',     -0.638989],
  ['body_first',      1.593959],
  ['strong_count',    1.341248],
  ['weak',            7.831063],
  ['weak_only',       0.634545],
  ['weak_heading',    -2.08024],
  ['category',        0],
  ['rubric',          0.275672],
  ['merger_capital',  2.691925],
  ['earliest',        0.732687],
  ['position',        0.068013],
  ['background_only', 0.145791],
  ['in_list_item',    0.535074],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
