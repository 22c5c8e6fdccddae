// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (762 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 761/762 right among 762 published of 762 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.404244],
  ['publication',      4.61502],
  ['list_date',        -0.020225],
  ['act_best',         -0.621296],
  ['act_score',        6.504769],
  ['never_act',        -0.412985],
  ['publication_word', 0.285733],
  ['act_word',         -3.491772],
  ['effective_word',   -2.453202],
  ['signature',        0.172251],
  ['top',              0.506192],
  ['bottom',           -0.699291],
  ['latest',           1.588815],
  ['earliest',         -1.45977],
  ['repeated',         0.457903],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
