// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (2204 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2201/2204 right among 2204 published of 2204 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.658986],
  ['precedence',      7.11161],
  ['heading_strong',  1.609242],
  ['heading_first',   1.659827],
  ['body_strong',     -0.859864],
  ['body_first',      1.874413],
  ['strong_count',    2.029036],
  ['weak',            8.276443],
  ['weak_only',       0.849022],
  ['weak_heading',    -1.965694],
  ['category',        0],
  ['rubric',          0.189565],
  ['merger_capital',  2.871455],
  ['earliest',        0.737747],
  ['position',        -0.122525],
  ['background_only', 0.110654],
  ['in_list_item',    0.525398],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
