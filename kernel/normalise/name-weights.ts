// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (119 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 119/119 right among 119 published of 119 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.361293],
  ['reading_rank',          2.105859],
  ['readings_share',        0.510298],
  ['from_new_name',         1.055246],
  ['from_label',            0.832107],
  ['from_debtor_label',     0.117061],
  ['from_identifier_block', 0.05303],
  ['from_introduction',     0.825421],
  ['from_body_block',       -0.003076],
  ['from_header_over_form', 0.287832],
  ['from_trader',           -0.211082],
  ['from_header',           -0.669008],
  ['from_first_company',    -0.990709],
  ['from_person_debtor',    -0.06385],
  ['from_name_before_form', 0.547347],
  ['in_header',             -0.379384],
  ['in_title',              0.074759],
  ['before_identifier',     0.066573],
  ['after_identifier',      -0.100877],
  ['before_form',           0.083336],
  ['near_other_identifier', -0.764388],
  ['in_signature',          0],
  ['quoted',                0.433132],
  ['capitals',              0.521917],
  ['words',                 0.423617],
  ['one_word',              -0.247487],
  ['leading_form',          0.062342],
  ['form_inside',           0.012819],
  ['digits',                -0.021827],
  ['person',                -0.274932],
  ['repeated',              -0.053749],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
