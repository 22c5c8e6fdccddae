// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, civiles (921 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 920/921 right among 921 published of 921 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.688078],
  ['publication',      4.793602],
  ['list_date',        -0.03008],
  ['act_best',         -0.690611],
  ['act_score',        6.699803],
  ['never_act',        -0.776508],
  ['publication_word', 0.550415],
  ['act_word',         -3.51598],
  ['effective_word',   -2.325322],
  ['signature',        0.337812],
  ['top',              0.192701],
  ['bottom',           -1.029958],
  ['latest',           1.750776],
  ['earliest',         -1.488175],
  ['repeated',         0.438466],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
