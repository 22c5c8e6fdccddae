// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1438 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales (321 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 321/321 right among 321 published of 321 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.150554],
  ['reading_rank',          2.423097],
  ['readings_share',        0.552065],
  ['from_new_name',         1.187191],
  ['from_label',            0.817923],
  ['from_debtor_label',     0.243809],
  ['from_identifier_block', 0.219681],
  ['from_introduction',     0.670003],
  ['from_body_block',       -0.044412],
  ['from_header_over_form', 0.459193],
  ['from_trader',           -0.047882],
  ['from_header',           -0.780631],
  ['from_first_company',    -1.03097],
  ['from_person_debtor',    -0.061608],
  ['from_name_before_form', 0.239403],
  ['in_header',             -0.387996],
  ['in_title',              0.072442],
  ['before_identifier',     0.017455],
  ['after_identifier',      -0.051988],
  ['before_form',           0.068351],
  ['near_other_identifier', -0.82598],
  ['in_signature',          -0.005102],
  ['quoted',                0.538951],
  ['capitals',              0.397001],
  ['words',                 0.294589],
  ['one_word',              -0.36925],
  ['leading_form',          0.088844],
  ['form_inside',           0.026349],
  ['digits',                0.021493],
  ['person',                -0.11965],
  ['repeated',              -0.050476],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
