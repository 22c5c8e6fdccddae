// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (118 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 118/118 right among 118 published of 118 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.357684],
  ['reading_rank',          2.107032],
  ['readings_share',        0.510164],
  ['from_new_name',         1.052681],
  ['from_label',            0.833607],
  ['from_debtor_label',     0.119699],
  ['from_identifier_block', 0.061553],
  ['from_introduction',     0.819469],
  ['from_body_block',       -0.001021],
  ['from_header_over_form', 0.266394],
  ['from_trader',           -0.217271],
  ['from_header',           -0.6521],
  ['from_first_company',    -0.997574],
  ['from_person_debtor',    -0.06468],
  ['from_name_before_form', 0.530311],
  ['in_header',             -0.363652],
  ['in_title',              0.07552],
  ['before_identifier',     0.088517],
  ['after_identifier',      -0.102673],
  ['before_form',           0.06373],
  ['near_other_identifier', -0.757573],
  ['in_signature',          0],
  ['quoted',                0.424595],
  ['capitals',              0.52955],
  ['words',                 0.431362],
  ['one_word',              -0.25492],
  ['leading_form',          0.094253],
  ['form_inside',           0.012919],
  ['digits',                -0.021054],
  ['person',                -0.281951],
  ['repeated',              -0.061189],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
