// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (343 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 343/343 right among 343 published of 343 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.500281],
  ['publication',      2.979038],
  ['list_date',        -0.011124],
  ['act_best',         1.101861],
  ['act_score',        0.754784],
  ['never_act',        -0.343648],
  ['publication_word', 0.854884],
  ['act_word',         -0.421203],
  ['effective_word',   -0.965379],
  ['signature',        -0.185202],
  ['top',              0.377035],
  ['bottom',           -0.31824],
  ['latest',           0.577754],
  ['earliest',         -0.413467],
  ['repeated',         0.212039],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
