// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 950 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales (257 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 256/257 right among 257 published of 257 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.941867],
  ['reading_rank',          2.323237],
  ['readings_share',        0.539456],
  ['from_new_name',         1.143736],
  ['from_label',            0.893443],
  ['from_debtor_label',     0.257861],
  ['from_identifier_block', 0.105667],
  ['from_introduction',     0.714438],
  ['from_body_block',       -0.01511],
  ['from_header_over_form', 0.55218],
  ['from_trader',           -0.202006],
  ['from_header',           -0.743682],
  ['from_first_company',    -1.087964],
  ['from_person_debtor',    -0.043476],
  ['from_name_before_form', 0.377543],
  ['in_header',             -0.34478],
  ['in_title',              0.041305],
  ['before_identifier',     -0.019819],
  ['after_identifier',      0.019527],
  ['before_form',           0.111799],
  ['near_other_identifier', -0.776813],
  ['in_signature',          0],
  ['quoted',                0.471624],
  ['capitals',              0.468496],
  ['words',                 0.318747],
  ['one_word',              -0.322061],
  ['leading_form',          0.091861],
  ['form_inside',           0.008711],
  ['digits',                0.070873],
  ['person',                -0.263303],
  ['repeated',              -0.11419],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
