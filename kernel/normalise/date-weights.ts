// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme (2120 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2116/2120 right among 2120 published of 2120 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.33644],
  ['publication',      3.657284],
  ['list_date',        -0.033397],
  ['act_best',         1.209756],
  ['act_score',        1.457024],
  ['never_act',        -4.000791],
  ['publication_word', -0.296962],
  ['act_word',         -0.865381],
  ['effective_word',   -2.691438],
  ['signature',        -0.657195],
  ['top',              0.652026],
  ['bottom',           0.213104],
  ['latest',           2.486179],
  ['earliest',         -2.234841],
  ['repeated',         1.601847],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
