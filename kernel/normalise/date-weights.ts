// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes (2028 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2023/2028 right among 2028 published of 2028 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     12.08673],
  ['publication',      4.014603],
  ['list_date',        -0.002233],
  ['act_best',         6.41228],
  ['act_score',        -0.666747],
  ['never_act',        -4.14176],
  ['publication_word', -1.645184],
  ['act_word',         -5.845157],
  ['effective_word',   -2.990558],
  ['signature',        4.236017],
  ['top',              -0.326153],
  ['bottom',           -6.110844],
  ['latest',           5.039863],
  ['earliest',         -2.652431],
  ['repeated',         -4.893269],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
