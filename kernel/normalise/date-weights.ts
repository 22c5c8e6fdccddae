// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2601 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail (1962 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1961/1962 right among 1962 published of 1962 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.102639],
  ['publication',      3.41906],
  ['list_date',        -0.015733],
  ['act_best',         3.633266],
  ['act_score',        -0.788243],
  ['never_act',        -2.954532],
  ['publication_word', 1.198843],
  ['act_word',         -2.208779],
  ['effective_word',   -0.303702],
  ['signature',        0.904093],
  ['top',              -2.830757],
  ['bottom',           -0.653592],
  ['latest',           1.573963],
  ['earliest',         -2.124143],
  ['repeated',         -5.651841],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
