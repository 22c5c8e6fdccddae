// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (343 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 343/343 right among 343 published of 343 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.475244],
  ['publication',      3.006994],
  ['list_date',        -0.012159],
  ['act_best',         1.024802],
  ['act_score',        0.802328],
  ['never_act',        -0.346919],
  ['publication_word', 0.873702],
  ['act_word',         -0.419796],
  ['effective_word',   -0.963936],
  ['signature',        -0.182031],
  ['top',              0.383059],
  ['bottom',           -0.309105],
  ['latest',           0.585443],
  ['earliest',         -0.406507],
  ['repeated',         0.217668],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
