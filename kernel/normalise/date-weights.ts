// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2191 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms (1612 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1612/1612 right among 1612 published of 1612 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.680348],
  ['publication',      3.372893],
  ['list_date',        -0.053786],
  ['act_best',         1.261676],
  ['act_score',        0.77011],
  ['never_act',        -0.965723],
  ['publication_word', 0.513917],
  ['act_word',         -0.379922],
  ['effective_word',   -0.842387],
  ['signature',        -0.066789],
  ['top',              0.428825],
  ['bottom',           -0.297747],
  ['latest',           0.49704],
  ['earliest',         -0.199643],
  ['repeated',         0.190477],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
