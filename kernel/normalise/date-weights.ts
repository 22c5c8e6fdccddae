// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1179 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations (835 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 834/835 right among 835 published of 835 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.512802],
  ['publication',      4.650833],
  ['list_date',        -0.028973],
  ['act_best',         -0.598534],
  ['act_score',        6.577412],
  ['never_act',        -0.445113],
  ['publication_word', 0.331995],
  ['act_word',         -3.524313],
  ['effective_word',   -2.440922],
  ['signature',        0.221417],
  ['top',              0.346945],
  ['bottom',           -0.811306],
  ['latest',           1.720039],
  ['earliest',         -1.436157],
  ['repeated',         0.445872],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
