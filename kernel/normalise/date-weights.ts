// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, bulletinspdf, numerises (2536 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2530/2536 right among 2536 published of 2536 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.370263],
  ['publication',      5.776711],
  ['list_date',        -0.388787],
  ['act_best',         -3.12745],
  ['act_score',        3.019004],
  ['never_act',        -3.476746],
  ['publication_word', 0.051534],
  ['act_word',         0.276534],
  ['effective_word',   -3.84328],
  ['signature',        -0.34385],
  ['top',              2.63849],
  ['bottom',           -0.167656],
  ['latest',           -0.132087],
  ['earliest',         -1.107666],
  ['repeated',         5.712786],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
