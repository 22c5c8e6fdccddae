// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme (2117 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2114/2117 right among 2117 published of 2117 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.721033],
  ['publication',      3.332835],
  ['list_date',        -0.044599],
  ['act_best',         1.824227],
  ['act_score',        -0.044522],
  ['never_act',        -4.415494],
  ['publication_word', -0.423851],
  ['act_word',         -1.166011],
  ['effective_word',   -2.983874],
  ['signature',        -0.922545],
  ['top',              0.74041],
  ['bottom',           0.630457],
  ['latest',           2.310753],
  ['earliest',         -1.937356],
  ['repeated',         1.520981],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
