// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, conseils (327 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 327/327 right among 327 published of 327 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.16077],
  ['reading_rank',          2.437508],
  ['readings_share',        0.559918],
  ['from_new_name',         1.177624],
  ['from_label',            0.850996],
  ['from_debtor_label',     0.244991],
  ['from_identifier_block', 0.218528],
  ['from_introduction',     0.688039],
  ['from_body_block',       -0.031395],
  ['from_header_over_form', 0.455617],
  ['from_trader',           -0.044942],
  ['from_header',           -0.779003],
  ['from_first_company',    -1.038034],
  ['from_person_debtor',    -0.062866],
  ['from_name_before_form', 0.229296],
  ['in_header',             -0.381571],
  ['in_title',              0.071134],
  ['before_identifier',     0.016714],
  ['after_identifier',      -0.048185],
  ['before_form',           0.042827],
  ['near_other_identifier', -0.793374],
  ['in_signature',          -0.005014],
  ['quoted',                0.535903],
  ['capitals',              0.395302],
  ['words',                 0.285013],
  ['one_word',              -0.365627],
  ['leading_form',          0.086376],
  ['form_inside',           0.025839],
  ['digits',                0.022093],
  ['person',                -0.11791],
  ['repeated',              -0.052983],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
