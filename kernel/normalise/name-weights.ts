// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1272 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux (321 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 320/321 right among 321 published of 321 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.106109],
  ['reading_rank',          2.409124],
  ['readings_share',        0.559366],
  ['from_new_name',         1.185879],
  ['from_label',            0.928839],
  ['from_debtor_label',     0.235985],
  ['from_identifier_block', 0.182625],
  ['from_introduction',     0.693012],
  ['from_body_block',       -0.076736],
  ['from_header_over_form', 0.521278],
  ['from_trader',           -0.208516],
  ['from_header',           -0.777082],
  ['from_first_company',    -1.105392],
  ['from_person_debtor',    -0.049129],
  ['from_name_before_form', 0.350977],
  ['in_header',             -0.386244],
  ['in_title',              0.074989],
  ['before_identifier',     -0.05564],
  ['after_identifier',      -0.064726],
  ['before_form',           0.086951],
  ['near_other_identifier', -0.763322],
  ['in_signature',          0],
  ['quoted',                0.464548],
  ['capitals',              0.445428],
  ['words',                 0.287032],
  ['one_word',              -0.378046],
  ['leading_form',          0.07143],
  ['form_inside',           0.021696],
  ['digits',                0.083292],
  ['person',                -0.272495],
  ['repeated',              -0.05886],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
