// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires (327 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 327/327 right among 327 published of 327 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.162724],
  ['reading_rank',          2.423862],
  ['readings_share',        0.555052],
  ['from_new_name',         1.193591],
  ['from_label',            0.809046],
  ['from_debtor_label',     0.236042],
  ['from_identifier_block', 0.202058],
  ['from_introduction',     0.676351],
  ['from_body_block',       -0.030025],
  ['from_header_over_form', 0.475688],
  ['from_trader',           -0.061048],
  ['from_header',           -0.781097],
  ['from_first_company',    -1.026058],
  ['from_person_debtor',    -0.058231],
  ['from_name_before_form', 0.242679],
  ['in_header',             -0.384605],
  ['in_title',              0.070518],
  ['before_identifier',     0.01879],
  ['after_identifier',      -0.043757],
  ['before_form',           0.082786],
  ['near_other_identifier', -0.827768],
  ['in_signature',          -0.004956],
  ['quoted',                0.552903],
  ['capitals',              0.400049],
  ['words',                 0.308722],
  ['one_word',              -0.381353],
  ['leading_form',          0.078009],
  ['form_inside',           0.025833],
  ['digits',                0.019817],
  ['person',                -0.129562],
  ['repeated',              -0.052378],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
