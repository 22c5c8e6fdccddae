// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces (2540 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2534/2540 right among 2540 published of 2540 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.773092],
  ['publication',      5.15967],
  ['list_date',        -0.053213],
  ['act_best',         -1.777333],
  ['act_score',        2.7904],
  ['never_act',        -3.409179],
  ['publication_word', -0.802108],
  ['act_word',         0.46988],
  ['effective_word',   -3.982024],
  ['signature',        -0.275132],
  ['top',              3.013704],
  ['bottom',           -0.614744],
  ['latest',           -0.297367],
  ['earliest',         -3.975476],
  ['repeated',         6.09755],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
