// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 984 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, saisies (264 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 263/264 right among 264 published of 264 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.986871],
  ['reading_rank',          2.330432],
  ['readings_share',        0.543926],
  ['from_new_name',         1.144376],
  ['from_label',            0.884745],
  ['from_debtor_label',     0.249318],
  ['from_identifier_block', 0.162483],
  ['from_introduction',     0.68388],
  ['from_body_block',       -0.03138],
  ['from_header_over_form', 0.518813],
  ['from_trader',           -0.202559],
  ['from_header',           -0.74542],
  ['from_first_company',    -1.089968],
  ['from_person_debtor',    -0.043192],
  ['from_name_before_form', 0.406381],
  ['in_header',             -0.339527],
  ['in_title',              0.073869],
  ['before_identifier',     -0.047847],
  ['after_identifier',      0.022867],
  ['before_form',           0.14288],
  ['near_other_identifier', -0.76746],
  ['in_signature',          0],
  ['quoted',                0.466986],
  ['capitals',              0.448334],
  ['words',                 0.314653],
  ['one_word',              -0.335768],
  ['leading_form',          0.087162],
  ['form_inside',           0.00807],
  ['digits',                0.065433],
  ['person',                -0.262474],
  ['repeated',              -0.11263],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
