// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, annuelles, greffes, pacifique (1620 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1619/1620 right among 1620 published of 1620 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     9.788236],
  ['publication',      4.611196],
  ['list_date',        -0.012637],
  ['act_best',         0.73242],
  ['act_score',        5.872676],
  ['never_act',        -1.81356],
  ['publication_word', -0.62468],
  ['act_word',         -4.579836],
  ['effective_word',   -3.043865],
  ['signature',        -0.005177],
  ['top',              6.354582],
  ['bottom',           0.288123],
  ['latest',           3.391229],
  ['earliest',         -0.040008],
  ['repeated',         0.56668],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
