// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (126 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 126/126 right among 126 published of 126 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.346982],
  ['reading_rank',          2.102363],
  ['readings_share',        0.490701],
  ['from_new_name',         1.033539],
  ['from_label',            0.838304],
  ['from_debtor_label',     0.141954],
  ['from_identifier_block', 0.063063],
  ['from_introduction',     0.830714],
  ['from_body_block',       -0.012667],
  ['from_header_over_form', 0.229341],
  ['from_trader',           -0.244228],
  ['from_header',           -0.649519],
  ['from_first_company',    -1.057828],
  ['from_person_debtor',    -0.066523],
  ['from_name_before_form', 0.595438],
  ['in_header',             -0.35539],
  ['in_title',              0.073473],
  ['before_identifier',     0.059722],
  ['after_identifier',      -0.082274],
  ['before_form',           0.050917],
  ['near_other_identifier', -0.829957],
  ['in_signature',          0],
  ['quoted',                0.437914],
  ['capitals',              0.528685],
  ['words',                 0.417389],
  ['one_word',              -0.292696],
  ['leading_form',          0.119674],
  ['form_inside',           0.012738],
  ['digits',                -0.025649],
  ['person',                -0.310751],
  ['repeated',              -0.056521],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
