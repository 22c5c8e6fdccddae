// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, holdings, gazettes (1816 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1814/1816 right among 1816 published of 1816 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     9.411308],
  ['publication',      4.695619],
  ['list_date',        -0.004339],
  ['act_best',         1.700261],
  ['act_score',        0.774679],
  ['never_act',        -4.414414],
  ['publication_word', -1.084506],
  ['act_word',         -2.067643],
  ['effective_word',   -4.700402],
  ['signature',        0.432597],
  ['top',              3.298957],
  ['bottom',           -4.781772],
  ['latest',           2.754775],
  ['earliest',         -0.727405],
  ['repeated',         1.917648],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
