// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, breves (1875 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1873/1875 right among 1875 published of 1875 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.312314],
  ['precedence',      7.076828],
  ['heading_strong',  1.776359],
  ['heading_first',   1.821554],
  ['body_strong',     -0.713989],
  ['body_first',      1.706655],
  ['strong_count',    1.511277],
  ['weak',            7.918206],
  ['weak_only',       0.708141],
  ['weak_heading',    -2.080629],
  ['category',        0],
  ['rubric',          0.244163],
  ['merger_capital',  2.751481],
  ['earliest',        0.853857],
  ['position',        0.000843],
  ['background_only', 0.135434],
  ['in_list_item',    0.568441],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
