// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, annuelles, greffes, pacifique (1620 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1620/1620 right among 1620 published of 1620 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.679064],
  ['publication',      3.368709],
  ['list_date',        -0.051964],
  ['act_best',         1.266152],
  ['act_score',        0.771535],
  ['never_act',        -0.967451],
  ['publication_word', 0.518922],
  ['act_word',         -0.37144],
  ['effective_word',   -0.839004],
  ['signature',        -0.080648],
  ['top',              0.455975],
  ['bottom',           -0.300658],
  ['latest',           0.495751],
  ['earliest',         -0.194274],
  ['repeated',         0.195598],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
