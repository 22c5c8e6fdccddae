// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1366 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations (346 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 345/346 right among 346 published of 346 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.145196],
  ['reading_rank',          2.422732],
  ['readings_share',        0.560527],
  ['from_new_name',         1.171087],
  ['from_label',            0.923994],
  ['from_debtor_label',     0.228418],
  ['from_identifier_block', 0.183393],
  ['from_introduction',     0.696115],
  ['from_body_block',       -0.055231],
  ['from_header_over_form', 0.499239],
  ['from_trader',           -0.197832],
  ['from_header',           -0.777096],
  ['from_first_company',    -1.121821],
  ['from_person_debtor',    -0.044873],
  ['from_name_before_form', 0.351293],
  ['in_header',             -0.37991],
  ['in_title',              0.06985],
  ['before_identifier',     -0.044104],
  ['after_identifier',      -0.103886],
  ['before_form',           0.077869],
  ['near_other_identifier', -0.785764],
  ['in_signature',          -0.005135],
  ['quoted',                0.526523],
  ['capitals',              0.474829],
  ['words',                 0.27785],
  ['one_word',              -0.335952],
  ['leading_form',          0.077072],
  ['form_inside',           0.022686],
  ['digits',                0.08291],
  ['person',                -0.256215],
  ['repeated',              -0.063034],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
