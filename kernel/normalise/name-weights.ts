// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, provinciales (247 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 246/247 right among 247 published of 247 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.919816],
  ['reading_rank',          2.325903],
  ['readings_share',        0.543108],
  ['from_new_name',         1.113445],
  ['from_label',            0.898217],
  ['from_debtor_label',     0.26914],
  ['from_identifier_block', 0.113404],
  ['from_introduction',     0.70561],
  ['from_body_block',       0.033516],
  ['from_header_over_form', 0.517504],
  ['from_trader',           -0.210084],
  ['from_header',           -0.750967],
  ['from_first_company',    -1.0958],
  ['from_person_debtor',    -0.044777],
  ['from_name_before_form', 0.316265],
  ['in_header',             -0.358907],
  ['in_title',              0.040546],
  ['before_identifier',     -0.008541],
  ['after_identifier',      -0.012181],
  ['before_form',           0.106775],
  ['near_other_identifier', -0.783761],
  ['in_signature',          0],
  ['quoted',                0.480673],
  ['capitals',              0.465999],
  ['words',                 0.343588],
  ['one_word',              -0.349387],
  ['leading_form',          0.168483],
  ['form_inside',           0.00706],
  ['digits',                0.075198],
  ['person',                -0.274034],
  ['repeated',              -0.066012],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
