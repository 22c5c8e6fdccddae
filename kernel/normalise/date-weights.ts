// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1117 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates (798 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 798/798 right among 798 published of 798 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.308887],
  ['publication',      3.213945],
  ['list_date',        -0.027017],
  ['act_best',         1.278474],
  ['act_score',        0.649884],
  ['never_act',        -0.292374],
  ['publication_word', 0.654768],
  ['act_word',         -0.214462],
  ['effective_word',   -0.874764],
  ['signature',        -0.111875],
  ['top',              0.339916],
  ['bottom',           -0.280063],
  ['latest',           0.540353],
  ['earliest',         -0.235752],
  ['repeated',         0.1203],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
