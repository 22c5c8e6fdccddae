// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1334 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles (337 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 336/337 right among 337 published of 337 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.141945],
  ['reading_rank',          2.418254],
  ['readings_share',        0.556276],
  ['from_new_name',         1.166807],
  ['from_label',            0.922112],
  ['from_debtor_label',     0.230009],
  ['from_identifier_block', 0.178997],
  ['from_introduction',     0.696131],
  ['from_body_block',       -0.055305],
  ['from_header_over_form', 0.500224],
  ['from_trader',           -0.191465],
  ['from_header',           -0.778543],
  ['from_first_company',    -1.120843],
  ['from_person_debtor',    -0.04653],
  ['from_name_before_form', 0.348989],
  ['in_header',             -0.377214],
  ['in_title',              0.070669],
  ['before_identifier',     -0.055199],
  ['after_identifier',      -0.10434],
  ['before_form',           0.077875],
  ['near_other_identifier', -0.765649],
  ['in_signature',          -0.005366],
  ['quoted',                0.52746],
  ['capitals',              0.472803],
  ['words',                 0.279648],
  ['one_word',              -0.336252],
  ['leading_form',          0.079358],
  ['form_inside',           0.022705],
  ['digits',                0.083805],
  ['person',                -0.251655],
  ['repeated',              -0.069734],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
