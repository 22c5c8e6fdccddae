// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces (1428 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1426/1428 right among 1428 published of 1428 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    7.032722],
  ['precedence',      2.492331],
  ['heading_strong',  -2.092231],
  ['heading_first',   -0.105057],
  ['body_strong',     2.479384],
  ['body_first',      0.656374],
  ['strong_count',    0.445789],
  ['weak',            -2.562646],
  ['weak_only',       -2.609101],
  ['weak_heading',    0.131939],
  ['category',        0],
  ['rubric',          0.23103],
  ['merger_capital',  1.580948],
  ['earliest',        1.707853],
  ['position',        -9.97195],
  ['background_only', 0.724805],
  ['in_list_item',    3.812897],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
