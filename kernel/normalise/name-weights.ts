// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets (247 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 246/247 right among 247 published of 247 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.932711],
  ['reading_rank',          2.316753],
  ['readings_share',        0.554259],
  ['from_new_name',         1.129289],
  ['from_label',            0.901985],
  ['from_debtor_label',     0.262266],
  ['from_identifier_block', 0.104873],
  ['from_introduction',     0.690009],
  ['from_body_block',       -0.005962],
  ['from_header_over_form', 0.553253],
  ['from_trader',           -0.200004],
  ['from_header',           -0.737419],
  ['from_first_company',    -1.062194],
  ['from_person_debtor',    -0.044054],
  ['from_name_before_form', 0.40161],
  ['in_header',             -0.35281],
  ['in_title',              0.041931],
  ['before_identifier',     -0.021227],
  ['after_identifier',      0.024001],
  ['before_form',           0.102296],
  ['near_other_identifier', -0.773761],
  ['in_signature',          0],
  ['quoted',                0.443075],
  ['capitals',              0.447661],
  ['words',                 0.32564],
  ['one_word',              -0.30398],
  ['leading_form',          0.090226],
  ['form_inside',           0.016491],
  ['digits',                0.073531],
  ['person',                -0.262248],
  ['repeated',              -0.108647],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
