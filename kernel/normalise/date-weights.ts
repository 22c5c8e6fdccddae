// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3641 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, insertions, entrefilets (2664 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2656/2664 right among 2664 published of 2664 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     9.081367],
  ['publication',      0.839075],
  ['list_date',        -1.4206],
  ['act_best',         -6.745253],
  ['act_score',        4.16972],
  ['never_act',        0.534886],
  ['publication_word', -0.559],
  ['act_word',         0.618933],
  ['effective_word',   -5.503865],
  ['signature',        -2.596834],
  ['top',              1.153897],
  ['bottom',           0.159447],
  ['latest',           0.196074],
  ['earliest',         -0.542886],
  ['repeated',         5.455847],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
