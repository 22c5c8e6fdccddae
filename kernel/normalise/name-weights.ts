// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (126 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 126/126 right among 126 published of 126 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.339346],
  ['reading_rank',          2.099421],
  ['readings_share',        0.493925],
  ['from_new_name',         1.038108],
  ['from_label',            0.828159],
  ['from_debtor_label',     0.141942],
  ['from_identifier_block', 0.060385],
  ['from_introduction',     0.827215],
  ['from_body_block',       -0.013015],
  ['from_header_over_form', 0.239684],
  ['from_trader',           -0.221367],
  ['from_header',           -0.655372],
  ['from_first_company',    -1.06323],
  ['from_person_debtor',    -0.067001],
  ['from_name_before_form', 0.594113],
  ['in_header',             -0.36238],
  ['in_title',              0.074221],
  ['before_identifier',     0.066645],
  ['after_identifier',      -0.078885],
  ['before_form',           0.048395],
  ['near_other_identifier', -0.835335],
  ['in_signature',          0],
  ['quoted',                0.438512],
  ['capitals',              0.557423],
  ['words',                 0.42497],
  ['one_word',              -0.291564],
  ['leading_form',          0.112258],
  ['form_inside',           0.012869],
  ['digits',                -0.020125],
  ['person',                -0.288368],
  ['repeated',              -0.057171],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
