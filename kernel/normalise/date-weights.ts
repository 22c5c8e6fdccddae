// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 986 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions (718 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 717/718 right among 718 published of 718 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.406025],
  ['publication',      3.777161],
  ['list_date',        0.363625],
  ['act_best',         1.051452],
  ['act_score',        4.599365],
  ['never_act',        3.834058],
  ['publication_word', -1.544681],
  ['act_word',         -2.912338],
  ['effective_word',   -6.044439],
  ['signature',        -4.230265],
  ['top',              1.34455],
  ['bottom',           3.781336],
  ['latest',           2.041095],
  ['earliest',         -0.657711],
  ['repeated',         0.09857],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
