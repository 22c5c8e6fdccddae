// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, courriels (2503 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 2497/2503 right among 2503 published of 2503 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.769165],
  ['publication',      5.147852],
  ['list_date',        -0.052668],
  ['act_best',         -1.760632],
  ['act_score',        2.712314],
  ['never_act',        -3.42291],
  ['publication_word', -0.811801],
  ['act_word',         0.490052],
  ['effective_word',   -3.97907],
  ['signature',        -0.287596],
  ['top',              3.02439],
  ['bottom',           -0.565698],
  ['latest',           -0.296215],
  ['earliest',         -3.949913],
  ['repeated',         6.06228],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
