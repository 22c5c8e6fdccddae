// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, annuelles, greffes, pacifique (1274 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1271/1274 right among 1274 published of 1274 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.539324],
  ['precedence',      3.224235],
  ['heading_strong',  -0.558374],
  ['heading_first',   0.546265],
  ['body_strong',     2.369897],
  ['body_first',      0.21732],
  ['strong_count',    0.276701],
  ['weak',            -2.670112],
  ['weak_only',       -2.391955],
  ['weak_heading',    -0.401671],
  ['category',        0],
  ['rubric',          0.183218],
  ['merger_capital',  2.277416],
  ['earliest',        1.449998],
  ['position',        -9.217867],
  ['background_only', 0.866106],
  ['in_list_item',    3.884014],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
