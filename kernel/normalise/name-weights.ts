// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1406 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes (316 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 316/316 right among 316 published of 316 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.093444],
  ['reading_rank',          2.390517],
  ['readings_share',        0.578025],
  ['from_new_name',         1.204139],
  ['from_label',            0.833326],
  ['from_debtor_label',     0.239397],
  ['from_identifier_block', 0.212085],
  ['from_introduction',     0.697994],
  ['from_body_block',       -0.043314],
  ['from_header_over_form', 0.491308],
  ['from_trader',           -0.048543],
  ['from_header',           -0.799436],
  ['from_first_company',    -1.107613],
  ['from_person_debtor',    -0.063638],
  ['from_name_before_form', 0.341249],
  ['in_header',             -0.388243],
  ['in_title',              0.072585],
  ['before_identifier',     -0.022921],
  ['after_identifier',      -0.073524],
  ['before_form',           0.070816],
  ['near_other_identifier', -0.803375],
  ['in_signature',          -0.005345],
  ['quoted',                0.55034],
  ['capitals',              0.409545],
  ['words',                 0.287183],
  ['one_word',              -0.375707],
  ['leading_form',          0.087909],
  ['form_inside',           0.026017],
  ['digits',                0.023401],
  ['person',                -0.122755],
  ['repeated',              -0.044058],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
