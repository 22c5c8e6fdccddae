// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1334 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles (946 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 945/946 right among 946 published of 946 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.760349],
  ['publication',      4.896933],
  ['list_date',        -0.027051],
  ['act_best',         -0.718466],
  ['act_score',        6.693529],
  ['never_act',        -1.197386],
  ['publication_word', 0.80865],
  ['act_word',         -3.542609],
  ['effective_word',   -2.237251],
  ['signature',        0.390795],
  ['top',              0.242257],
  ['bottom',           -1.025352],
  ['latest',           1.77505],
  ['earliest',         -1.467961],
  ['repeated',         0.518093],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
