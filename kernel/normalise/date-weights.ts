// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, mixtes (1588 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1588/1588 right among 1588 published of 1588 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.67269],
  ['publication',      3.369563],
  ['list_date',        -0.048697],
  ['act_best',         1.262982],
  ['act_score',        0.771105],
  ['never_act',        -0.97004],
  ['publication_word', 0.510594],
  ['act_word',         -0.378137],
  ['effective_word',   -0.833548],
  ['signature',        -0.078941],
  ['top',              0.447638],
  ['bottom',           -0.292987],
  ['latest',           0.491889],
  ['earliest',         -0.198177],
  ['repeated',         0.189929],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
