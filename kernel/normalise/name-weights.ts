// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 884 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants (238 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 237/238 right among 238 published of 238 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.896283],
  ['reading_rank',          2.312066],
  ['readings_share',        0.550293],
  ['from_new_name',         1.101101],
  ['from_label',            0.915001],
  ['from_debtor_label',     0.277036],
  ['from_identifier_block', 0.086228],
  ['from_introduction',     0.68188],
  ['from_body_block',       0.010781],
  ['from_header_over_form', 0.585716],
  ['from_trader',           -0.211949],
  ['from_header',           -0.744825],
  ['from_first_company',    -1.075061],
  ['from_person_debtor',    -0.047571],
  ['from_name_before_form', 0.345664],
  ['in_header',             -0.384292],
  ['in_title',              0.042301],
  ['before_identifier',     -0.012562],
  ['after_identifier',      -0.014444],
  ['before_form',           0.093723],
  ['near_other_identifier', -0.781491],
  ['in_signature',          0],
  ['quoted',                0.457919],
  ['capitals',              0.43017],
  ['words',                 0.341081],
  ['one_word',              -0.310688],
  ['leading_form',          0.087944],
  ['form_inside',           0.016293],
  ['digits',                0.0775],
  ['person',                -0.278811],
  ['repeated',              -0.086577],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
