// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2601 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail (1515 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1513/1515 right among 1515 published of 1515 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.054211],
  ['precedence',      2.472709],
  ['heading_strong',  -2.058073],
  ['heading_first',   -0.129267],
  ['body_strong',     2.491607],
  ['body_first',      0.681542],
  ['strong_count',    0.408215],
  ['weak',            -2.566268],
  ['weak_only',       -2.635102],
  ['weak_heading',    0.134591],
  ['category',        0],
  ['rubric',          0.237496],
  ['merger_capital',  1.588631],
  ['earliest',        1.681652],
  ['position',        -10.080366],
  ['background_only', 0.707386],
  ['in_list_item',    3.812883],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
