// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, mixtes (1261 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1260/1261 right among 1261 published of 1261 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.749352],
  ['precedence',      0.751911],
  ['heading_strong',  0.462074],
  ['heading_first',   0.749917],
  ['body_strong',     1.035027],
  ['body_first',      1.714849],
  ['strong_count',    0.574231],
  ['weak',            -0.549697],
  ['weak_only',       -1.075396],
  ['weak_heading',    0.125179],
  ['category',        0],
  ['rubric',          0.109008],
  ['merger_capital',  1.271267],
  ['earliest',        0.817918],
  ['position',        -0.373487],
  ['background_only', 0.047709],
  ['in_list_item',    0.071705],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
