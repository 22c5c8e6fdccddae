// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (127 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 127/127 right among 127 published of 127 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.342103],
  ['reading_rank',          2.104747],
  ['readings_share',        0.503379],
  ['from_new_name',         1.038864],
  ['from_label',            0.835958],
  ['from_debtor_label',     0.141895],
  ['from_identifier_block', 0.075366],
  ['from_introduction',     0.826944],
  ['from_body_block',       0.003665],
  ['from_header_over_form', 0.249548],
  ['from_trader',           -0.220277],
  ['from_header',           -0.653598],
  ['from_first_company',    -1.062425],
  ['from_person_debtor',    -0.06714],
  ['from_name_before_form', 0.590208],
  ['in_header',             -0.352054],
  ['in_title',              0.074072],
  ['before_identifier',     0.07428],
  ['after_identifier',      -0.071587],
  ['before_form',           0.045917],
  ['near_other_identifier', -0.82348],
  ['in_signature',          0],
  ['quoted',                0.421142],
  ['capitals',              0.555817],
  ['words',                 0.415783],
  ['one_word',              -0.268663],
  ['leading_form',          0.104993],
  ['form_inside',           0.013216],
  ['digits',                -0.026168],
  ['person',                -0.287417],
  ['repeated',              -0.06506],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
