// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1406 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes (318 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 318/318 right among 318 published of 318 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.093608],
  ['reading_rank',          2.392057],
  ['readings_share',        0.578881],
  ['from_new_name',         1.20574],
  ['from_label',            0.833089],
  ['from_debtor_label',     0.239261],
  ['from_identifier_block', 0.213139],
  ['from_introduction',     0.697654],
  ['from_body_block',       -0.041612],
  ['from_header_over_form', 0.492894],
  ['from_trader',           -0.048846],
  ['from_header',           -0.799151],
  ['from_first_company',    -1.107808],
  ['from_person_debtor',    -0.063411],
  ['from_name_before_form', 0.340701],
  ['in_header',             -0.386561],
  ['in_title',              0.072583],
  ['before_identifier',     -0.020948],
  ['after_identifier',      -0.074416],
  ['before_form',           0.069807],
  ['near_other_identifier', -0.806308],
  ['in_signature',          -0.005274],
  ['quoted',                0.550529],
  ['capitals',              0.410265],
  ['words',                 0.287495],
  ['one_word',              -0.375693],
  ['leading_form',          0.086973],
  ['form_inside',           0.025968],
  ['digits',                0.023203],
  ['person',                -0.122765],
  ['repeated',              -0.04654],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
