// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, tableaux (1887 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1885/1887 right among 1887 published of 1887 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.316173],
  ['precedence',      7.076575],
  ['heading_strong',  1.776291],
  ['heading_first',   1.821558],
  ['body_strong',     -0.713505],
  ['body_first',      1.708572],
  ['strong_count',    1.508449],
  ['weak',            7.927964],
  ['weak_only',       0.707646],
  ['weak_heading',    -2.078556],
  ['category',        0],
  ['rubric',          0.244658],
  ['merger_capital',  2.751937],
  ['earliest',        0.853286],
  ['position',        -0.00073],
  ['background_only', 0.135211],
  ['in_list_item',    0.568675],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
