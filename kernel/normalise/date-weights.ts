// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, annuelles, greffes, pacifique (1620 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1620/1620 right among 1620 published of 1620 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.678762],
  ['publication',      3.368631],
  ['list_date',        -0.052064],
  ['act_best',         1.266167],
  ['act_score',        0.772454],
  ['never_act',        -0.967241],
  ['publication_word', 0.519265],
  ['act_word',         -0.372108],
  ['effective_word',   -0.838892],
  ['signature',        -0.080533],
  ['top',              0.455327],
  ['bottom',           -0.301265],
  ['latest',           0.495707],
  ['earliest',         -0.194263],
  ['repeated',         0.195593],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
