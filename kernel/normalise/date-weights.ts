// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces (1816 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1816/1816 right among 1816 published of 1816 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.740801],
  ['publication',      3.40812],
  ['list_date',        -0.056756],
  ['act_best',         1.255832],
  ['act_score',        0.784039],
  ['never_act',        -0.968444],
  ['publication_word', 0.515181],
  ['act_word',         -0.395367],
  ['effective_word',   -0.846859],
  ['signature',        -0.082896],
  ['top',              0.465752],
  ['bottom',           -0.3154],
  ['latest',           0.495641],
  ['earliest',         -0.200972],
  ['repeated',         0.190267],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
