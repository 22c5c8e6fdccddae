// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles (1377 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1375/1377 right among 1377 published of 1377 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.002673],
  ['precedence',      2.561039],
  ['heading_strong',  -2.142433],
  ['heading_first',   -0.058448],
  ['body_strong',     2.437851],
  ['body_first',      0.599939],
  ['strong_count',    0.473802],
  ['weak',            -2.61531],
  ['weak_only',       -2.574068],
  ['weak_heading',    0.146548],
  ['category',        0],
  ['rubric',          0.230273],
  ['merger_capital',  1.568012],
  ['earliest',        1.769265],
  ['position',        -9.789039],
  ['background_only', 0.749115],
  ['in_list_item',    3.812521],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
