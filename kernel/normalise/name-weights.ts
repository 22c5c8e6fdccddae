// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, dissolutions (389 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 389/389 right among 389 published of 389 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.268783],
  ['reading_rank',          2.469727],
  ['readings_share',        0.585563],
  ['from_new_name',         1.184689],
  ['from_label',            0.859805],
  ['from_debtor_label',     0.229721],
  ['from_identifier_block', 0.24414],
  ['from_introduction',     0.706327],
  ['from_body_block',       -0.045373],
  ['from_header_over_form', 0.49086],
  ['from_trader',           -0.103563],
  ['from_header',           -0.774709],
  ['from_first_company',    -1.053779],
  ['from_person_debtor',    -0.050948],
  ['from_name_before_form', 0.242991],
  ['in_header',             -0.379635],
  ['in_title',              0.092389],
  ['before_identifier',     0.016267],
  ['after_identifier',      -0.008047],
  ['before_form',           -0.009872],
  ['near_other_identifier', -0.808592],
  ['in_signature',          -0.007901],
  ['quoted',                0.569159],
  ['capitals',              0.468712],
  ['words',                 0.265816],
  ['one_word',              -0.365585],
  ['leading_form',          0.02506],
  ['form_inside',           0.031819],
  ['digits',                0.023282],
  ['person',                -0.164817],
  ['repeated',              -0.028484],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
