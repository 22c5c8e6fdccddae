// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (1464 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1462/1464 right among 1464 published of 1464 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.026085],
  ['precedence',      2.535083],
  ['heading_strong',  -2.102745],
  ['heading_first',   -0.087074],
  ['body_strong',     2.450039],
  ['body_first',      0.628994],
  ['strong_count',    0.432482],
  ['weak',            -2.615111],
  ['weak_only',       -2.600425],
  ['weak_heading',    0.148727],
  ['category',        0],
  ['rubric',          0.238782],
  ['merger_capital',  1.576514],
  ['earliest',        1.736365],
  ['position',        -9.914672],
  ['background_only', 0.729548],
  ['in_list_item',    3.81305],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
