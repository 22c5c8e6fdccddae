// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (771 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 770/771 right among 771 published of 771 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.410666],
  ['publication',      4.620218],
  ['list_date',        -0.02021],
  ['act_best',         -0.630413],
  ['act_score',        6.504817],
  ['never_act',        -0.42097],
  ['publication_word', 0.281269],
  ['act_word',         -3.489739],
  ['effective_word',   -2.453789],
  ['signature',        0.171868],
  ['top',              0.525034],
  ['bottom',           -0.695292],
  ['latest',           1.579799],
  ['earliest',         -1.46839],
  ['repeated',         0.459033],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
