// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1210 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, journaux (854 sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: 853/854 right among 854 published of 854 sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',     7.513337],
  ['publication',      4.651588],
  ['list_date',        -0.028949],
  ['act_best',         -0.599015],
  ['act_score',        6.577759],
  ['never_act',        -0.445503],
  ['publication_word', 0.331713],
  ['act_word',         -3.524592],
  ['effective_word',   -2.440942],
  ['signature',        0.221491],
  ['top',              0.347852],
  ['bottom',           -0.811253],
  ['latest',           1.719894],
  ['earliest',         -1.436195],
  ['repeated',         0.445832],
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
