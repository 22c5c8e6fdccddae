// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats (880 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 879/880 right among 880 published of 880 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.633758],
  ['publication',      4.754436],
  ['list_date',        -0.025923],
  ['act_best',         -0.659579],
  ['act_score',        6.632928],
  ['never_act',        -0.850625],
  ['publication_word', 0.563662],
  ['act_word',         -3.518777],
  ['effective_word',   -2.345065],
  ['signature',        0.252551],
  ['top',              0.313371],
  ['bottom',           -0.721579],
  ['latest',           1.718722],
  ['earliest',         -1.501515],
  ['repeated',         0.442585],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
