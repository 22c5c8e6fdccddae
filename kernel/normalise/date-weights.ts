// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme (2122 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2118/2122 right among 2122 published of 2122 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.089797],
  ['publication',      4.584807],
  ['list_date',        -0.001531],
  ['act_best',         -0.546389],
  ['act_score',        4.553658],
  ['never_act',        -2.599148],
  ['publication_word', -0.703501],
  ['act_word',         -1.062566],
  ['effective_word',   -3.689935],
  ['signature',        -0.14896],
  ['top',              3.619517],
  ['bottom',           -0.479807],
  ['latest',           3.284569],
  ['earliest',         -1.827348],
  ['repeated',         6.520964],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
