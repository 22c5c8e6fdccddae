// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 884 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants (656 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 655/656 right among 656 published of 656 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.212003],
  ['publication',      4.274408],
  ['list_date',        4.748048],
  ['act_best',         0.811652],
  ['act_score',        1.719023],
  ['never_act',        0.254125],
  ['publication_word', 0.70276],
  ['act_word',         0.591155],
  ['effective_word',   -1.644264],
  ['signature',        0.290158],
  ['top',              -0.001849],
  ['bottom',           -3.213426],
  ['latest',           1.775588],
  ['earliest',         -1.069143],
  ['repeated',         0.46766],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
