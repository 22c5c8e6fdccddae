// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1398 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, succursales (347 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 346/347 right among 347 published of 347 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.201612],
  ['reading_rank',          2.449882],
  ['readings_share',        0.533184],
  ['from_new_name',         1.151486],
  ['from_label',            0.90662],
  ['from_debtor_label',     0.232793],
  ['from_identifier_block', 0.188491],
  ['from_introduction',     0.670657],
  ['from_body_block',       -0.065046],
  ['from_header_over_form', 0.467813],
  ['from_trader',           -0.197374],
  ['from_header',           -0.758409],
  ['from_first_company',    -1.046445],
  ['from_person_debtor',    -0.043589],
  ['from_name_before_form', 0.249583],
  ['in_header',             -0.379985],
  ['in_title',              0.06965],
  ['before_identifier',     -0.010524],
  ['after_identifier',      -0.081581],
  ['before_form',           0.079978],
  ['near_other_identifier', -0.801229],
  ['in_signature',          -0.005049],
  ['quoted',                0.518883],
  ['capitals',              0.46319],
  ['words',                 0.285462],
  ['one_word',              -0.329921],
  ['leading_form',          0.079875],
  ['form_inside',           0.02305],
  ['digits',                0.081605],
  ['person',                -0.254152],
  ['repeated',              -0.067071],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
