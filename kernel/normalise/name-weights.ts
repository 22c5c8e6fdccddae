// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, fusions (335 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 335/335 right among 335 published of 335 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.15946],
  ['reading_rank',          2.433225],
  ['readings_share',        0.558573],
  ['from_new_name',         1.195144],
  ['from_label',            0.816954],
  ['from_debtor_label',     0.24277],
  ['from_identifier_block', 0.225661],
  ['from_introduction',     0.676262],
  ['from_body_block',       -0.043219],
  ['from_header_over_form', 0.46648],
  ['from_trader',           -0.049864],
  ['from_header',           -0.769328],
  ['from_first_company',    -1.03505],
  ['from_person_debtor',    -0.05973],
  ['from_name_before_form', 0.250767],
  ['in_header',             -0.391216],
  ['in_title',              0.071966],
  ['before_identifier',     0.02522],
  ['after_identifier',      -0.051233],
  ['before_form',           0.054477],
  ['near_other_identifier', -0.843304],
  ['in_signature',          -0.004743],
  ['quoted',                0.545306],
  ['capitals',              0.403575],
  ['words',                 0.286691],
  ['one_word',              -0.368574],
  ['leading_form',          0.070491],
  ['form_inside',           0.026121],
  ['digits',                0.020089],
  ['person',                -0.119339],
  ['repeated',              -0.058256],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
