// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (119 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 119/119 right among 119 published of 119 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.36355],
  ['reading_rank',          2.108925],
  ['readings_share',        0.519359],
  ['from_new_name',         1.053415],
  ['from_label',            0.831994],
  ['from_debtor_label',     0.118038],
  ['from_identifier_block', 0.067187],
  ['from_introduction',     0.825822],
  ['from_body_block',       0.006434],
  ['from_header_over_form', 0.269984],
  ['from_trader',           -0.214018],
  ['from_header',           -0.659808],
  ['from_first_company',    -0.989648],
  ['from_person_debtor',    -0.063338],
  ['from_name_before_form', 0.548518],
  ['in_header',             -0.372504],
  ['in_title',              0.074949],
  ['before_identifier',     0.072309],
  ['after_identifier',      -0.100739],
  ['before_form',           0.0745],
  ['near_other_identifier', -0.762128],
  ['in_signature',          0],
  ['quoted',                0.422867],
  ['capitals',              0.520822],
  ['words',                 0.423428],
  ['one_word',              -0.248905],
  ['leading_form',          0.095998],
  ['form_inside',           0.012682],
  ['digits',                -0.019342],
  ['person',                -0.277357],
  ['repeated',              -0.058525],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
