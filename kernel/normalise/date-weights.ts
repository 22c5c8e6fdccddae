// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 884 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants (653 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 653/653 right among 653 published of 653 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.119351],
  ['publication',      3.176558],
  ['list_date',        -0.019416],
  ['act_best',         1.209361],
  ['act_score',        0.641178],
  ['never_act',        -0.298013],
  ['publication_word', 0.719416],
  ['act_word',         -0.212105],
  ['effective_word',   -0.867196],
  ['signature',        -0.126951],
  ['top',              0.32791],
  ['bottom',           -0.322447],
  ['latest',           0.524678],
  ['earliest',         -0.240567],
  ['repeated',         0.151915],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
