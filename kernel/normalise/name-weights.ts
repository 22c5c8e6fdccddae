// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 390 texts of the writer groups corpus, a, b, c, d, e, f (130 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 130/130 right among 130 published of 130 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         4.438342],
  ['reading_rank',          1.617716],
  ['readings_share',        0.895507],
  ['from_new_name',         1.372255],
  ['from_label',            1.513975],
  ['from_debtor_label',     0.017927],
  ['from_identifier_block', 0.894878],
  ['from_introduction',     1.238667],
  ['from_body_block',       -0.256498],
  ['from_header_over_form', 0.409162],
  ['from_trader',           -0.160483],
  ['from_header',           -2.268571],
  ['from_first_company',    -3.182778],
  ['from_person_debtor',    -0.027825],
  ['from_name_before_form', 3.147277],
  ['in_header',             -0.424601],
  ['in_title',              0.015265],
  ['before_identifier',     -0.343601],
  ['after_identifier',      -0.225846],
  ['before_form',           -0.246152],
  ['near_other_identifier', -2.492187],
  ['in_signature',          0],
  ['quoted',                0.539063],
  ['capitals',              2.170127],
  ['words',                 0.000274],
  ['one_word',              -0.460773],
  ['leading_form',          -1.65379],
  ['form_inside',           -0.550104],
  ['digits',                0.152541],
  ['person',                -0.188308],
  ['repeated',              0.054004],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
