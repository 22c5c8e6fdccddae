// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 950 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales (693 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 692/693 right among 693 published of 693 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     8.39321],
  ['publication',      3.760343],
  ['list_date',        0.375316],
  ['act_best',         1.046326],
  ['act_score',        4.585304],
  ['never_act',        3.827338],
  ['publication_word', -1.529901],
  ['act_word',         -2.89333],
  ['effective_word',   -6.034691],
  ['signature',        -4.257107],
  ['top',              1.379675],
  ['bottom',           3.773627],
  ['latest',           2.042075],
  ['earliest',         -0.657364],
  ['repeated',         0.099546],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
