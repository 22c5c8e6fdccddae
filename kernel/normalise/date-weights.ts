// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1209 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs (860 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 859/860 right among 860 published of 860 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.622182],
  ['publication',      4.750217],
  ['list_date',        -0.026312],
  ['act_best',         -0.662192],
  ['act_score',        6.626004],
  ['never_act',        -0.852726],
  ['publication_word', 0.564961],
  ['act_word',         -3.504302],
  ['effective_word',   -2.346109],
  ['signature',        0.248553],
  ['top',              0.306054],
  ['bottom',           -0.711279],
  ['latest',           1.716602],
  ['earliest',         -1.502465],
  ['repeated',         0.446564],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
