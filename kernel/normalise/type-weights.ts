// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, bulletinspdf, numerises (1898 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1896/1898 right among 1898 published of 1898 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.419649],
  ['precedence',      7.092453],
  ['heading_strong',  1.801405],
  ['heading_first',   1.839385],
  ['body_strong',     -0.773054],
  ['body_first',      1.732032],
  ['strong_count',    1.489067],
  ['weak',            7.9048],
  ['weak_only',       0.766112],
  ['weak_heading',    -2.069852],
  ['category',        0],
  ['rubric',          0.241631],
  ['merger_capital',  2.805564],
  ['earliest',        0.76102],
  ['position',        0.013735],
  ['background_only', 0.12024],
  ['in_list_item',    0.501645],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
