// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, colonnes, iles (1586 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1584/1586 right among 1586 published of 1586 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.123272],
  ['precedence',      6.980756],
  ['heading_strong',  1.831694],
  ['heading_first',   1.878865],
  ['body_strong',     -0.649761],
  ['body_first',      1.546802],
  ['strong_count',    1.400621],
  ['weak',            7.71961],
  ['weak_only',       0.645761],
  ['weak_heading',    -2.112953],
  ['category',        0],
  ['rubric',          0.286499],
  ['merger_capital',  2.693364],
  ['earliest',        0.716036],
  ['position',        0.121697],
  ['background_only', 0.151106],
  ['in_list_item',    0.532318],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
