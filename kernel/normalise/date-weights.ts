// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2841 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, nickel, transports, elevage, numerique (2153 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2152/2153 right among 2153 published of 2153 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.191964],
  ['publication',      3.449568],
  ['list_date',        -0.013583],
  ['act_best',         3.643264],
  ['act_score',        -0.80091],
  ['never_act',        -2.928638],
  ['publication_word', 1.187522],
  ['act_word',         -2.246661],
  ['effective_word',   -0.319889],
  ['signature',        0.910193],
  ['top',              -2.7396],
  ['bottom',           -0.586544],
  ['latest',           1.539087],
  ['earliest',         -2.124165],
  ['repeated',         -5.802555],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
