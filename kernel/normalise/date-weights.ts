// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, colonnes, iles (2089 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2085/2089 right among 2089 published of 2089 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     10.699946],
  ['publication',      2.948726],
  ['list_date',        -0.114383],
  ['act_best',         4.96605],
  ['act_score',        2.545896],
  ['never_act',        -3.583394],
  ['publication_word', 0.649847],
  ['act_word',         -7.107042],
  ['effective_word',   -0.969667],
  ['signature',        0.285015],
  ['top',              0.956713],
  ['bottom',           -1.645093],
  ['latest',           -0.467112],
  ['earliest',         -7.112479],
  ['repeated',         -6.016341],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
