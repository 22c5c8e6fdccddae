// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, civiles (920 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 919/920 right among 920 published of 920 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.688073],
  ['publication',      4.793599],
  ['list_date',        -0.03008],
  ['act_best',         -0.69061],
  ['act_score',        6.699803],
  ['never_act',        -0.776505],
  ['publication_word', 0.550417],
  ['act_word',         -3.515977],
  ['effective_word',   -2.325322],
  ['signature',        0.33781],
  ['top',              0.192697],
  ['bottom',           -1.029955],
  ['latest',           1.750774],
  ['earliest',         -1.488175],
  ['repeated',         0.438467],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
