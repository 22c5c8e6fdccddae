// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (340 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 340/340 right among 340 published of 340 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     6.485308],
  ['publication',      2.9915],
  ['list_date',        -0.010892],
  ['act_best',         1.056817],
  ['act_score',        0.780561],
  ['never_act',        -0.341201],
  ['publication_word', 0.856787],
  ['act_word',         -0.417368],
  ['effective_word',   -0.95583],
  ['signature',        -0.176589],
  ['top',              0.394957],
  ['bottom',           -0.323888],
  ['latest',           0.589785],
  ['earliest',         -0.414138],
  ['repeated',         0.215088],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
