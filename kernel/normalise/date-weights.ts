// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, finance, sante, negoce (2126 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2125/2126 right among 2126 published of 2126 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.176351],
  ['publication',      3.460712],
  ['list_date',        -0.014885],
  ['act_best',         3.595516],
  ['act_score',        -0.739334],
  ['never_act',        -2.953652],
  ['publication_word', 1.185161],
  ['act_word',         -2.264003],
  ['effective_word',   -0.35727],
  ['signature',        0.900789],
  ['top',              -2.792427],
  ['bottom',           -0.634187],
  ['latest',           1.558534],
  ['earliest',         -2.117011],
  ['repeated',         -5.726049],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
