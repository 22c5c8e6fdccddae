// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 986 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, registres (265 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 264/265 right among 265 published of 265 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.946495],
  ['reading_rank',          2.334513],
  ['readings_share',        0.540529],
  ['from_new_name',         1.146298],
  ['from_label',            0.896899],
  ['from_debtor_label',     0.255688],
  ['from_identifier_block', 0.108989],
  ['from_introduction',     0.724005],
  ['from_body_block',       -0.010268],
  ['from_header_over_form', 0.552832],
  ['from_trader',           -0.205394],
  ['from_header',           -0.743049],
  ['from_first_company',    -1.094566],
  ['from_person_debtor',    -0.053491],
  ['from_name_before_form', 0.379172],
  ['in_header',             -0.346422],
  ['in_title',              0.040403],
  ['before_identifier',     -0.017023],
  ['after_identifier',      0.014945],
  ['before_form',           0.112257],
  ['near_other_identifier', -0.783551],
  ['in_signature',          0],
  ['quoted',                0.470735],
  ['capitals',              0.474611],
  ['words',                 0.322044],
  ['one_word',              -0.318075],
  ['leading_form',          0.088865],
  ['form_inside',           0.00846],
  ['digits',                0.068842],
  ['person',                -0.276921],
  ['repeated',              -0.109906],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
