// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 986 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions (262 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 261/262 right among 262 published of 262 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.95398],
  ['reading_rank',          2.321361],
  ['readings_share',        0.536305],
  ['from_new_name',         1.170315],
  ['from_label',            0.88184],
  ['from_debtor_label',     0.256932],
  ['from_identifier_block', 0.106454],
  ['from_introduction',     0.704962],
  ['from_body_block',       -0.009813],
  ['from_header_over_form', 0.562214],
  ['from_trader',           -0.200289],
  ['from_header',           -0.753931],
  ['from_first_company',    -1.098649],
  ['from_person_debtor',    -0.044554],
  ['from_name_before_form', 0.369296],
  ['in_header',             -0.355464],
  ['in_title',              0.041172],
  ['before_identifier',     -0.034881],
  ['after_identifier',      0.003853],
  ['before_form',           0.115065],
  ['near_other_identifier', -0.780784],
  ['in_signature',          0],
  ['quoted',                0.459734],
  ['capitals',              0.473826],
  ['words',                 0.313136],
  ['one_word',              -0.331183],
  ['leading_form',          0.081089],
  ['form_inside',           0.009039],
  ['digits',                0.069533],
  ['person',                -0.26221],
  ['repeated',              -0.118456],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
