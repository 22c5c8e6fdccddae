// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1304 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, liquidations (327 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 327/327 right among 327 published of 327 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.109304],
  ['reading_rank',          2.412339],
  ['readings_share',        0.56289],
  ['from_new_name',         1.188682],
  ['from_label',            0.931119],
  ['from_debtor_label',     0.23448],
  ['from_identifier_block', 0.186318],
  ['from_introduction',     0.693221],
  ['from_body_block',       -0.078551],
  ['from_header_over_form', 0.518432],
  ['from_trader',           -0.214702],
  ['from_header',           -0.775864],
  ['from_first_company',    -1.106372],
  ['from_person_debtor',    -0.047504],
  ['from_name_before_form', 0.353602],
  ['in_header',             -0.390662],
  ['in_title',              0.074084],
  ['before_identifier',     -0.04603],
  ['after_identifier',      -0.063805],
  ['before_form',           0.087715],
  ['near_other_identifier', -0.781334],
  ['in_signature',          0],
  ['quoted',                0.463228],
  ['capitals',              0.446795],
  ['words',                 0.284779],
  ['one_word',              -0.377768],
  ['leading_form',          0.069901],
  ['form_inside',           0.021748],
  ['digits',                0.082679],
  ['person',                -0.276971],
  ['repeated',              -0.049262],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
