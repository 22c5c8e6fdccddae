// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles (1750 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1750/1750 right among 1750 published of 1750 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.719688],
  ['publication',      3.396694],
  ['list_date',        -0.056721],
  ['act_best',         1.255305],
  ['act_score',        0.780227],
  ['never_act',        -0.969403],
  ['publication_word', 0.515642],
  ['act_word',         -0.390126],
  ['effective_word',   -0.840269],
  ['signature',        -0.083622],
  ['top',              0.455984],
  ['bottom',           -0.316717],
  ['latest',           0.495738],
  ['earliest',         -0.197683],
  ['repeated',         0.191432],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
