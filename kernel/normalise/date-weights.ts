// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1334 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles (951 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 950/951 right among 951 published of 951 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.800388],
  ['publication',      4.924995],
  ['list_date',        -0.029691],
  ['act_best',         -0.7297],
  ['act_score',        6.732288],
  ['never_act',        -1.162259],
  ['publication_word', 0.809017],
  ['act_word',         -3.536055],
  ['effective_word',   -2.223289],
  ['signature',        0.439694],
  ['top',              0.15165],
  ['bottom',           -1.224779],
  ['latest',           1.811277],
  ['earliest',         -1.461422],
  ['repeated',         0.513835],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
