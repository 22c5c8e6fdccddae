// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1117 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates (291 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 291/291 right among 291 published of 291 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.027302],
  ['reading_rank',          2.344855],
  ['readings_share',        0.555941],
  ['from_new_name',         1.180486],
  ['from_label',            0.878712],
  ['from_debtor_label',     0.247361],
  ['from_identifier_block', 0.189425],
  ['from_introduction',     0.666031],
  ['from_body_block',       -0.066712],
  ['from_header_over_form', 0.573142],
  ['from_trader',           -0.223569],
  ['from_header',           -0.746094],
  ['from_first_company',    -1.111901],
  ['from_person_debtor',    -0.052852],
  ['from_name_before_form', 0.395176],
  ['in_header',             -0.365414],
  ['in_title',              0.07152],
  ['before_identifier',     -0.043416],
  ['after_identifier',      -0.00387],
  ['before_form',           0.109524],
  ['near_other_identifier', -0.77801],
  ['in_signature',          0],
  ['quoted',                0.461966],
  ['capitals',              0.471857],
  ['words',                 0.324152],
  ['one_word',              -0.381672],
  ['leading_form',          0.097322],
  ['form_inside',           0.022231],
  ['digits',                0.058381],
  ['person',                -0.292816],
  ['repeated',              -0.131607],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
