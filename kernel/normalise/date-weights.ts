// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (770 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 769/770 right among 770 published of 770 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.410662],
  ['publication',      4.620171],
  ['list_date',        -0.020093],
  ['act_best',         -0.630423],
  ['act_score',        6.504804],
  ['never_act',        -0.420965],
  ['publication_word', 0.281274],
  ['act_word',         -3.489736],
  ['effective_word',   -2.453795],
  ['signature',        0.171862],
  ['top',              0.525048],
  ['bottom',           -0.695282],
  ['latest',           1.579772],
  ['earliest',         -1.468402],
  ['repeated',         0.459033],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
