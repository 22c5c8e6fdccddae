// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2721 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, telegraphiques (1568 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1566/1568 right among 1568 published of 1568 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.123501],
  ['precedence',      7.010186],
  ['heading_strong',  1.837357],
  ['heading_first',   1.883943],
  ['body_strong',     -0.623965],
  ['body_first',      1.512072],
  ['strong_count',    1.317928],
  ['weak',            7.689776],
  ['weak_only',       0.620972],
  ['weak_heading',    -2.117821],
  ['category',        0],
  ['rubric',          0.288489],
  ['merger_capital',  2.687466],
  ['earliest',        0.731654],
  ['position',        0.173807],
  ['background_only', 0.149776],
  ['in_list_item',    0.518323],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
