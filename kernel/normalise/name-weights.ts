// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 846 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes (231 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 230/231 right among 231 published of 231 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.931639],
  ['reading_rank',          2.315603],
  ['readings_share',        0.564955],
  ['from_new_name',         1.091997],
  ['from_label',            0.877328],
  ['from_debtor_label',     0.273482],
  ['from_identifier_block', 0.148475],
  ['from_introduction',     0.665673],
  ['from_body_block',       0.096169],
  ['from_header_over_form', 0.439086],
  ['from_trader',           -0.194925],
  ['from_header',           -0.756859],
  ['from_first_company',    -1.015061],
  ['from_person_debtor',    -0.040614],
  ['from_name_before_form', 0.314718],
  ['in_header',             -0.375481],
  ['in_title',              0.040846],
  ['before_identifier',     -0.019333],
  ['after_identifier',      0.000569],
  ['before_form',           0.130321],
  ['near_other_identifier', -0.810238],
  ['in_signature',          0],
  ['quoted',                0.458153],
  ['capitals',              0.466114],
  ['words',                 0.348222],
  ['one_word',              -0.393161],
  ['leading_form',          0.157217],
  ['form_inside',           0.014517],
  ['digits',                0.009981],
  ['person',                -0.256297],
  ['repeated',              0.007753],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
