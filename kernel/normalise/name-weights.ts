// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1471 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet (323 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 323/323 right among 323 published of 323 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.151056],
  ['reading_rank',          2.423166],
  ['readings_share',        0.551673],
  ['from_new_name',         1.18718],
  ['from_label',            0.817568],
  ['from_debtor_label',     0.243428],
  ['from_identifier_block', 0.218825],
  ['from_introduction',     0.672568],
  ['from_body_block',       -0.044844],
  ['from_header_over_form', 0.459032],
  ['from_trader',           -0.048548],
  ['from_header',           -0.779907],
  ['from_first_company',    -1.033092],
  ['from_person_debtor',    -0.061448],
  ['from_name_before_form', 0.239003],
  ['in_header',             -0.388436],
  ['in_title',              0.072277],
  ['before_identifier',     0.01915],
  ['after_identifier',      -0.05093],
  ['before_form',           0.068163],
  ['near_other_identifier', -0.828637],
  ['in_signature',          -0.005074],
  ['quoted',                0.538874],
  ['capitals',              0.397216],
  ['words',                 0.29653],
  ['one_word',              -0.368841],
  ['leading_form',          0.08846],
  ['form_inside',           0.026364],
  ['digits',                0.021459],
  ['person',                -0.120122],
  ['repeated',              -0.049992],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
