// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, dates (779 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 779/779 right among 779 published of 779 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.296869],
  ['publication',      3.208522],
  ['list_date',        -0.028601],
  ['act_best',         1.282081],
  ['act_score',        0.646511],
  ['never_act',        -0.292557],
  ['publication_word', 0.657436],
  ['act_word',         -0.207464],
  ['effective_word',   -0.87184],
  ['signature',        -0.109858],
  ['top',              0.331138],
  ['bottom',           -0.287476],
  ['latest',           0.533661],
  ['earliest',         -0.237473],
  ['repeated',         0.117317],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
