// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, cooperatives, professions (1582 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1580/1582 right among 1582 published of 1582 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.138839],
  ['precedence',      6.990994],
  ['heading_strong',  1.823589],
  ['heading_first',   1.872234],
  ['body_strong',     -0.664452],
  ['body_first',      1.587274],
  ['strong_count',    1.390057],
  ['weak',            7.741655],
  ['weak_only',       0.661272],
  ['weak_heading',    -2.107521],
  ['category',        0],
  ['rubric',          0.283512],
  ['merger_capital',  2.650443],
  ['earliest',        0.753811],
  ['position',        0.149365],
  ['background_only', 0.146442],
  ['in_list_item',    0.520593],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
