// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes (1548 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1546/1548 right among 1548 published of 1548 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.105103],
  ['precedence',      6.976867],
  ['heading_strong',  1.844962],
  ['heading_first',   1.89171],
  ['body_strong',     -0.635455],
  ['body_first',      1.531651],
  ['strong_count',    1.320034],
  ['weak',            7.695984],
  ['weak_only',       0.632387],
  ['weak_heading',    -2.112482],
  ['category',        0],
  ['rubric',          0.29459],
  ['merger_capital',  2.646356],
  ['earliest',        0.722481],
  ['position',        0.18354],
  ['background_only', 0.149746],
  ['in_list_item',    0.517515],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
