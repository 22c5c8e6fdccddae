// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (118 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 118/118 right among 118 published of 118 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.247389],
  ['reading_rank',          2.111017],
  ['readings_share',        0.528515],
  ['from_new_name',         1.083257],
  ['from_label',            0.89094],
  ['from_debtor_label',     0.127328],
  ['from_identifier_block', 0.023572],
  ['from_introduction',     0.895347],
  ['from_body_block',       -0.185546],
  ['from_header_over_form', 0.452218],
  ['from_trader',           -0.270997],
  ['from_header',           -0.588237],
  ['from_first_company',    -1.099619],
  ['from_person_debtor',    -0.075412],
  ['from_name_before_form', 0.583684],
  ['in_header',             -0.410638],
  ['in_title',              0.088761],
  ['before_identifier',     0.146868],
  ['after_identifier',      -0.110648],
  ['before_form',           -0.017634],
  ['near_other_identifier', -0.703344],
  ['in_signature',          0],
  ['quoted',                0.427097],
  ['capitals',              0.404699],
  ['words',                 0.404922],
  ['one_word',              -0.02736],
  ['leading_form',          0.115493],
  ['form_inside',           0.013626],
  ['digits',                0.202312],
  ['person',                -0.346409],
  ['repeated',              -0.21393],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
