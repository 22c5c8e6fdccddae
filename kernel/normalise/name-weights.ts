// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1087 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires (286 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 285/286 right among 286 published of 286 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.006464],
  ['reading_rank',          2.346829],
  ['readings_share',        0.542167],
  ['from_new_name',         1.177746],
  ['from_label',            0.881816],
  ['from_debtor_label',     0.245318],
  ['from_identifier_block', 0.164682],
  ['from_introduction',     0.683364],
  ['from_body_block',       -0.013666],
  ['from_header_over_form', 0.535934],
  ['from_trader',           -0.212234],
  ['from_header',           -0.757307],
  ['from_first_company',    -1.113361],
  ['from_person_debtor',    -0.053714],
  ['from_name_before_form', 0.398963],
  ['in_header',             -0.352176],
  ['in_title',              0.071677],
  ['before_identifier',     -0.059589],
  ['after_identifier',      -0.00121],
  ['before_form',           0.136914],
  ['near_other_identifier', -0.782202],
  ['in_signature',          0],
  ['quoted',                0.470883],
  ['capitals',              0.468887],
  ['words',                 0.320251],
  ['one_word',              -0.346909],
  ['leading_form',          0.093044],
  ['form_inside',           0.023276],
  ['digits',                0.061299],
  ['person',                -0.28258],
  ['repeated',              -0.111599],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
