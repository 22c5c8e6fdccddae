// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, finance, sante, negoce (1614 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1612/1614 right among 1614 published of 1614 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.161511],
  ['precedence',      6.967635],
  ['heading_strong',  1.813925],
  ['heading_first',   1.858999],
  ['body_strong',     -0.699449],
  ['body_first',      1.615994],
  ['strong_count',    1.393287],
  ['weak',            7.741942],
  ['weak_only',       0.696147],
  ['weak_heading',    -2.107461],
  ['category',        0],
  ['rubric',          0.287848],
  ['merger_capital',  2.684375],
  ['earliest',        0.79908],
  ['position',        0.137861],
  ['background_only', 0.144448],
  ['in_list_item',    0.523028],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
