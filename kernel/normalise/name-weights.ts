// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds (328 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 328/328 right among 328 published of 328 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.120154],
  ['reading_rank',          2.415974],
  ['readings_share',        0.559319],
  ['from_new_name',         1.179531],
  ['from_label',            0.934417],
  ['from_debtor_label',     0.233385],
  ['from_identifier_block', 0.174443],
  ['from_introduction',     0.696389],
  ['from_body_block',       -0.076978],
  ['from_header_over_form', 0.522148],
  ['from_trader',           -0.194802],
  ['from_header',           -0.772998],
  ['from_first_company',    -1.114677],
  ['from_person_debtor',    -0.048987],
  ['from_name_before_form', 0.355559],
  ['in_header',             -0.38561],
  ['in_title',              0.073744],
  ['before_identifier',     -0.040758],
  ['after_identifier',      -0.096322],
  ['before_form',           0.060094],
  ['near_other_identifier', -0.768007],
  ['in_signature',          0],
  ['quoted',                0.465259],
  ['capitals',              0.436768],
  ['words',                 0.286032],
  ['one_word',              -0.376866],
  ['leading_form',          0.068011],
  ['form_inside',           0.021629],
  ['digits',                0.087326],
  ['person',                -0.25766],
  ['repeated',              -0.057047],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
