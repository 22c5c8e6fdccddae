// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2841 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, nickel, transports, elevage, numerique (1642 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1640/1642 right among 1642 published of 1642 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.148179],
  ['precedence',      7.033607],
  ['heading_strong',  1.842779],
  ['heading_first',   1.887029],
  ['body_strong',     -0.657004],
  ['body_first',      1.55981],
  ['strong_count',    1.400647],
  ['weak',            7.707696],
  ['weak_only',       0.652859],
  ['weak_heading',    -2.120407],
  ['category',        0],
  ['rubric',          0.28008],
  ['merger_capital',  2.635932],
  ['earliest',        0.749081],
  ['position',        0.169052],
  ['background_only', 0.14583],
  ['in_list_item',    0.54887],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
