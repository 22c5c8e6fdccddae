// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2401 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, commerces (1781 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 1781/1781 right among 1781 published of 1781 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.728978],
  ['publication',      3.40053],
  ['list_date',        -0.058031],
  ['act_best',         1.258937],
  ['act_score',        0.782495],
  ['never_act',        -0.968809],
  ['publication_word', 0.514464],
  ['act_word',         -0.399505],
  ['effective_word',   -0.844384],
  ['signature',        -0.08522],
  ['top',              0.459649],
  ['bottom',           -0.317875],
  ['latest',           0.498483],
  ['earliest',         -0.195905],
  ['repeated',         0.191678],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
