// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1511 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines (332 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 332/332 right among 332 published of 332 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.162389],
  ['reading_rank',          2.43179],
  ['readings_share',        0.553089],
  ['from_new_name',         1.203964],
  ['from_label',            0.83113],
  ['from_debtor_label',     0.23909],
  ['from_identifier_block', 0.215258],
  ['from_introduction',     0.677673],
  ['from_body_block',       -0.052888],
  ['from_header_over_form', 0.448972],
  ['from_trader',           -0.053792],
  ['from_header',           -0.785607],
  ['from_first_company',    -1.046359],
  ['from_person_debtor',    -0.058838],
  ['from_name_before_form', 0.231233],
  ['in_header',             -0.382185],
  ['in_title',              0.069617],
  ['before_identifier',     0.024493],
  ['after_identifier',      -0.055825],
  ['before_form',           0.068236],
  ['near_other_identifier', -0.829207],
  ['in_signature',          -0.004986],
  ['quoted',                0.528404],
  ['capitals',              0.416233],
  ['words',                 0.30854],
  ['one_word',              -0.361787],
  ['leading_form',          0.092904],
  ['form_inside',           0.025763],
  ['digits',                0.022882],
  ['person',                -0.122969],
  ['repeated',              -0.023815],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
