// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2071 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees (1516 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1516/1516 right among 1516 published of 1516 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.639156],
  ['publication',      3.345493],
  ['list_date',        -0.053727],
  ['act_best',         1.27668],
  ['act_score',        0.768807],
  ['never_act',        -0.974163],
  ['publication_word', 0.526138],
  ['act_word',         -0.391235],
  ['effective_word',   -0.83829],
  ['signature',        -0.081288],
  ['top',              0.416182],
  ['bottom',           -0.308524],
  ['latest',           0.494354],
  ['earliest',         -0.199131],
  ['repeated',         0.202181],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
