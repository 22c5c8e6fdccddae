// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1731 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions (384 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 384/384 right among 384 published of 384 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.267979],
  ['reading_rank',          2.466814],
  ['readings_share',        0.58289],
  ['from_new_name',         1.182555],
  ['from_label',            0.860268],
  ['from_debtor_label',     0.229759],
  ['from_identifier_block', 0.241459],
  ['from_introduction',     0.705428],
  ['from_body_block',       -0.049797],
  ['from_header_over_form', 0.492347],
  ['from_trader',           -0.102777],
  ['from_header',           -0.776493],
  ['from_first_company',    -1.052894],
  ['from_person_debtor',    -0.051219],
  ['from_name_before_form', 0.242808],
  ['in_header',             -0.38155],
  ['in_title',              0.092796],
  ['before_identifier',     0.013095],
  ['after_identifier',      -0.008636],
  ['before_form',           -0.006522],
  ['near_other_identifier', -0.801808],
  ['in_signature',          -0.0081],
  ['quoted',                0.569043],
  ['capitals',              0.468021],
  ['words',                 0.266143],
  ['one_word',              -0.365259],
  ['leading_form',          0.026883],
  ['form_inside',           0.03186],
  ['digits',                0.023591],
  ['person',                -0.164421],
  ['repeated',              -0.026834],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
