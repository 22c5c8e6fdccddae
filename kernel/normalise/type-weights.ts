// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme (1611 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1609/1611 right among 1611 published of 1611 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.160564],
  ['precedence',      6.976624],
  ['heading_strong',  1.836214],
  ['heading_first',   1.882993],
  ['body_strong',     -0.625408],
  ['body_first',      1.580165],
  ['strong_count',    1.263049],
  ['weak',            7.808624],
  ['weak_only',       0.621887],
  ['weak_heading',    -2.079697],
  ['category',        0],
  ['rubric',          0.283176],
  ['merger_capital',  2.645801],
  ['earliest',        0.73955],
  ['position',        0.127863],
  ['background_only', 0.144419],
  ['in_list_item',    0.520578],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
