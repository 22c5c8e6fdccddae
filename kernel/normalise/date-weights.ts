// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Not fitted yet: the rules' own pick.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',      1],
  ['publication',       0],
  ['list_date',         0],
  ['act_best',          0],
  ['act_score',         0],
  ['never_act',         0],
  ['publication_word',  0],
  ['act_word',          0],
  ['effective_word',    0],
  ['signature',         0],
  ['top',               0],
  ['bottom',            0],
  ['latest',            0],
  ['earliest',          0],
  ['repeated',          0],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
