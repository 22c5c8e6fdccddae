// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1272 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux (906 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 905/906 right among 906 published of 906 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.681285],
  ['publication',      4.79249],
  ['list_date',        -0.029882],
  ['act_best',         -0.684023],
  ['act_score',        6.691755],
  ['never_act',        -0.781448],
  ['publication_word', 0.551336],
  ['act_word',         -3.507145],
  ['effective_word',   -2.305635],
  ['signature',        0.34064],
  ['top',              0.195076],
  ['bottom',           -1.022952],
  ['latest',           1.750983],
  ['earliest',         -1.495314],
  ['repeated',         0.440995],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
