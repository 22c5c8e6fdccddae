// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1303 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, civiles (329 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 328/329 right among 329 published of 329 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.127351],
  ['reading_rank',          2.411655],
  ['readings_share',        0.556546],
  ['from_new_name',         1.173756],
  ['from_label',            0.917128],
  ['from_debtor_label',     0.232672],
  ['from_identifier_block', 0.18739],
  ['from_introduction',     0.692927],
  ['from_body_block',       -0.055404],
  ['from_header_over_form', 0.499608],
  ['from_trader',           -0.205472],
  ['from_header',           -0.782546],
  ['from_first_company',    -1.111379],
  ['from_person_debtor',    -0.046689],
  ['from_name_before_form', 0.344698],
  ['in_header',             -0.378435],
  ['in_title',              0.071697],
  ['before_identifier',     -0.070067],
  ['after_identifier',      -0.071731],
  ['before_form',           0.104266],
  ['near_other_identifier', -0.761247],
  ['in_signature',          -0.005618],
  ['quoted',                0.525422],
  ['capitals',              0.480988],
  ['words',                 0.281025],
  ['one_word',              -0.338518],
  ['leading_form',          0.082914],
  ['form_inside',           0.022991],
  ['digits',                0.079947],
  ['person',                -0.266804],
  ['repeated',              -0.070667],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
