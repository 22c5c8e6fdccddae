// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets (676 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 671/676 right among 676 published of 676 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     9.001949],
  ['publication',      5.942064],
  ['list_date',        8.858726],
  ['act_best',         -1.008821],
  ['act_score',        4.172104],
  ['never_act',        2.9389],
  ['publication_word', -2.25073],
  ['act_word',         -1.78704],
  ['effective_word',   -5.850328],
  ['signature',        -4.094742],
  ['top',              6.986073],
  ['bottom',           2.449563],
  ['latest',           4.783647],
  ['earliest',         0.861778],
  ['repeated',         0.511239],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
