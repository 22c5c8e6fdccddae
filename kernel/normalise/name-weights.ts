// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1366 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations (344 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 343/344 right among 344 published of 344 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.145076],
  ['reading_rank',          2.421231],
  ['readings_share',        0.559642],
  ['from_new_name',         1.169499],
  ['from_label',            0.924287],
  ['from_debtor_label',     0.228527],
  ['from_identifier_block', 0.182268],
  ['from_introduction',     0.696381],
  ['from_body_block',       -0.057032],
  ['from_header_over_form', 0.497679],
  ['from_trader',           -0.197509],
  ['from_header',           -0.77737],
  ['from_first_company',    -1.121634],
  ['from_person_debtor',    -0.045026],
  ['from_name_before_form', 0.351818],
  ['in_header',             -0.381527],
  ['in_title',              0.069851],
  ['before_identifier',     -0.045955],
  ['after_identifier',      -0.10313],
  ['before_form',           0.078795],
  ['near_other_identifier', -0.782974],
  ['in_signature',          -0.005202],
  ['quoted',                0.526288],
  ['capitals',              0.474115],
  ['words',                 0.277489],
  ['one_word',              -0.335968],
  ['leading_form',          0.077931],
  ['form_inside',           0.022725],
  ['digits',                0.083183],
  ['person',                -0.256123],
  ['repeated',              -0.060631],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
