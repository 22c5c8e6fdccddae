// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, holdings, gazettes (1410 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1408/1410 right among 1410 published of 1410 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    8.994954],
  ['precedence',      6.951833],
  ['heading_strong',  1.832402],
  ['heading_first',   1.879891],
  ['body_strong',     -0.571163],
  ['body_first',      1.508779],
  ['strong_count',    1.280814],
  ['weak',            7.712441],
  ['weak_only',       0.568859],
  ['weak_heading',    -2.14424],
  ['category',        0],
  ['rubric',          0.251534],
  ['merger_capital',  2.663987],
  ['earliest',        0.554796],
  ['position',        0.128256],
  ['background_only', 0.158157],
  ['in_list_item',    0.515959],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
