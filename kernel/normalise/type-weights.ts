// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces (1901 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1899/1901 right among 1901 published of 1901 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.329935],
  ['precedence',      7.082256],
  ['heading_strong',  1.770277],
  ['heading_first',   1.814525],
  ['body_strong',     -0.727984],
  ['body_first',      1.718407],
  ['strong_count',    1.501398],
  ['weak',            7.911468],
  ['weak_only',       0.721268],
  ['weak_heading',    -2.08149],
  ['category',        0],
  ['rubric',          0.243981],
  ['merger_capital',  2.778165],
  ['earliest',        0.888834],
  ['position',        -0.004302],
  ['background_only', 0.134152],
  ['in_list_item',    0.56803],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
