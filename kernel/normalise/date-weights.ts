// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2401 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier (1785 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1785/1785 right among 1785 published of 1785 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.731652],
  ['publication',      3.40439],
  ['list_date',        -0.055445],
  ['act_best',         1.252183],
  ['act_score',        0.781793],
  ['never_act',        -0.969061],
  ['publication_word', 0.516236],
  ['act_word',         -0.386078],
  ['effective_word',   -0.842814],
  ['signature',        -0.081338],
  ['top',              0.462308],
  ['bottom',           -0.314252],
  ['latest',           0.492908],
  ['earliest',         -0.202772],
  ['repeated',         0.190037],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
