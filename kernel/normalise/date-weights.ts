// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2721 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, telegraphiques (2051 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2047/2051 right among 2051 published of 2051 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     12.219976],
  ['publication',      6.677026],
  ['list_date',        -0.024969],
  ['act_best',         -0.144452],
  ['act_score',        0.878384],
  ['never_act',        -4.415027],
  ['publication_word', 1.543338],
  ['act_word',         3.654525],
  ['effective_word',   -0.816592],
  ['signature',        0.183642],
  ['top',              -6.136202],
  ['bottom',           -3.309898],
  ['latest',           3.130429],
  ['earliest',         -3.741723],
  ['repeated',         -3.430236],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
