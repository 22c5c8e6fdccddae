// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (118 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 118/118 right among 118 published of 118 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.360772],
  ['reading_rank',          2.107301],
  ['readings_share',        0.521602],
  ['from_new_name',         1.058544],
  ['from_label',            0.835694],
  ['from_debtor_label',     0.117611],
  ['from_identifier_block', 0.069036],
  ['from_introduction',     0.806986],
  ['from_body_block',       0.002619],
  ['from_header_over_form', 0.270168],
  ['from_trader',           -0.212439],
  ['from_header',           -0.6576],
  ['from_first_company',    -0.977698],
  ['from_person_debtor',    -0.063047],
  ['from_name_before_form', 0.549979],
  ['in_header',             -0.374349],
  ['in_title',              0.075614],
  ['before_identifier',     0.075053],
  ['after_identifier',      -0.102035],
  ['before_form',           0.08551],
  ['near_other_identifier', -0.770416],
  ['in_signature',          0],
  ['quoted',                0.424558],
  ['capitals',              0.517889],
  ['words',                 0.42749],
  ['one_word',              -0.247959],
  ['leading_form',          0.096957],
  ['form_inside',           0.012633],
  ['digits',                -0.017566],
  ['person',                -0.275487],
  ['repeated',              -0.059476],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
