// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1179 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations (304 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 304/304 right among 304 published of 304 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.078087],
  ['reading_rank',          2.386946],
  ['readings_share',        0.557947],
  ['from_new_name',         1.165894],
  ['from_label',            0.901198],
  ['from_debtor_label',     0.239604],
  ['from_identifier_block', 0.186434],
  ['from_introduction',     0.689935],
  ['from_body_block',       -0.052322],
  ['from_header_over_form', 0.550927],
  ['from_trader',           -0.185827],
  ['from_header',           -0.754598],
  ['from_first_company',    -1.108198],
  ['from_person_debtor',    -0.053185],
  ['from_name_before_form', 0.357192],
  ['in_header',             -0.375204],
  ['in_title',              0.079904],
  ['before_identifier',     -0.041869],
  ['after_identifier',      -0.037863],
  ['before_form',           0.106902],
  ['near_other_identifier', -0.755825],
  ['in_signature',          0],
  ['quoted',                0.466656],
  ['capitals',              0.444461],
  ['words',                 0.299609],
  ['one_word',              -0.376975],
  ['leading_form',          0.0965],
  ['form_inside',           0.021984],
  ['digits',                0.074491],
  ['person',                -0.253362],
  ['repeated',              -0.103923],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
