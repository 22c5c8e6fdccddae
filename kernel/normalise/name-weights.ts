// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1022 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres (270 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 269/270 right among 270 published of 270 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.958601],
  ['reading_rank',          2.332512],
  ['readings_share',        0.537268],
  ['from_new_name',         1.172746],
  ['from_label',            0.885265],
  ['from_debtor_label',     0.254787],
  ['from_identifier_block', 0.109727],
  ['from_introduction',     0.714439],
  ['from_body_block',       -0.004991],
  ['from_header_over_form', 0.562851],
  ['from_trader',           -0.203647],
  ['from_header',           -0.753262],
  ['from_first_company',    -1.105212],
  ['from_person_debtor',    -0.054575],
  ['from_name_before_form', 0.370735],
  ['in_header',             -0.357186],
  ['in_title',              0.040281],
  ['before_identifier',     -0.03197],
  ['after_identifier',      -0.000611],
  ['before_form',           0.115527],
  ['near_other_identifier', -0.787554],
  ['in_signature',          0],
  ['quoted',                0.458794],
  ['capitals',              0.480015],
  ['words',                 0.316327],
  ['one_word',              -0.327162],
  ['leading_form',          0.077925],
  ['form_inside',           0.008784],
  ['digits',                0.067547],
  ['person',                -0.275801],
  ['repeated',              -0.114211],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
