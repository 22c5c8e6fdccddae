// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, gazetins, insulaires, condensees, compositeurs, matrices (2431 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 2428/2431 right among 2431 published of 2431 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    9.245003],
  ['precedence',      7.170289],
  ['heading_strong',  1.706896],
  ['heading_first',   1.752134],
  ['body_strong',     -0.870611],
  ['body_first',      2.471087],
  ['strong_count',    1.977661],
  ['weak',            8.516045],
  ['weak_only',       0.82852],
  ['weak_heading',    -1.975994],
  ['category',        0],
  ['rubric',          0.230036],
  ['merger_capital',  2.168359],
  ['earliest',        0.865068],
  ['position',        0.190817],
  ['background_only', 0.095575],
  ['in_list_item',    0.498004],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
