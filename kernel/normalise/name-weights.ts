// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 950 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales (259 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 258/259 right among 259 published of 259 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.943202],
  ['reading_rank',          2.32386],
  ['readings_share',        0.53801],
  ['from_new_name',         1.148207],
  ['from_label',            0.890786],
  ['from_debtor_label',     0.257607],
  ['from_identifier_block', 0.106726],
  ['from_introduction',     0.714196],
  ['from_body_block',       -0.014905],
  ['from_header_over_form', 0.552322],
  ['from_trader',           -0.201881],
  ['from_header',           -0.744411],
  ['from_first_company',    -1.090774],
  ['from_person_debtor',    -0.043543],
  ['from_name_before_form', 0.3808],
  ['in_header',             -0.344583],
  ['in_title',              0.041108],
  ['before_identifier',     -0.021615],
  ['after_identifier',      0.018482],
  ['before_form',           0.107882],
  ['near_other_identifier', -0.778094],
  ['in_signature',          0],
  ['quoted',                0.481602],
  ['capitals',              0.470563],
  ['words',                 0.319193],
  ['one_word',              -0.323119],
  ['leading_form',          0.106548],
  ['form_inside',           0.026518],
  ['digits',                0.070933],
  ['person',                -0.263246],
  ['repeated',              -0.110734],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
