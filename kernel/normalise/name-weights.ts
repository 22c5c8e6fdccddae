// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1601 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions (352 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 352/352 right among 352 published of 352 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.191807],
  ['reading_rank',          2.45585],
  ['readings_share',        0.571252],
  ['from_new_name',         1.208914],
  ['from_label',            0.85463],
  ['from_debtor_label',     0.232734],
  ['from_identifier_block', 0.205259],
  ['from_introduction',     0.699784],
  ['from_body_block',       -0.0258],
  ['from_header_over_form', 0.468489],
  ['from_trader',           -0.063626],
  ['from_header',           -0.775341],
  ['from_first_company',    -1.045196],
  ['from_person_debtor',    -0.05548],
  ['from_name_before_form', 0.237374],
  ['in_header',             -0.375357],
  ['in_title',              0.066604],
  ['before_identifier',     0.02632],
  ['after_identifier',      -0.046407],
  ['before_form',           0.046082],
  ['near_other_identifier', -0.808784],
  ['in_signature',          -0.004534],
  ['quoted',                0.545571],
  ['capitals',              0.422921],
  ['words',                 0.297636],
  ['one_word',              -0.371277],
  ['leading_form',          0.061728],
  ['form_inside',           0.024611],
  ['digits',                0.020552],
  ['person',                -0.129187],
  ['repeated',              -0.037178],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
