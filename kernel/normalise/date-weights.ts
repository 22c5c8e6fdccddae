// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2721 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, telegraphiques (2049 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2045/2049 right among 2049 published of 2049 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     12.219894],
  ['publication',      6.675808],
  ['list_date',        -0.024974],
  ['act_best',         -0.144795],
  ['act_score',        0.878287],
  ['never_act',        -4.414911],
  ['publication_word', 1.543376],
  ['act_word',         3.654515],
  ['effective_word',   -0.816547],
  ['signature',        0.183641],
  ['top',              -6.13602],
  ['bottom',           -3.309393],
  ['latest',           3.130403],
  ['earliest',         -3.74125],
  ['repeated',         -3.430348],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
