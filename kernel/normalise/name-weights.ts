// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, transformations (392 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 392/392 right among 392 published of 392 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.305548],
  ['reading_rank',          2.472992],
  ['readings_share',        0.581069],
  ['from_new_name',         1.205286],
  ['from_label',            0.844738],
  ['from_debtor_label',     0.227798],
  ['from_identifier_block', 0.247202],
  ['from_introduction',     0.696897],
  ['from_body_block',       -0.0788],
  ['from_header_over_form', 0.479511],
  ['from_trader',           -0.10465],
  ['from_header',           -0.754845],
  ['from_first_company',    -1.029618],
  ['from_person_debtor',    -0.048433],
  ['from_name_before_form', 0.216669],
  ['in_header',             -0.394892],
  ['in_title',              0.089689],
  ['before_identifier',     0.018148],
  ['after_identifier',      -0.016808],
  ['before_form',           0.004658],
  ['near_other_identifier', -0.809645],
  ['in_signature',          -0.008074],
  ['quoted',                0.583065],
  ['capitals',              0.457105],
  ['words',                 0.289306],
  ['one_word',              -0.385102],
  ['leading_form',          0.06908],
  ['form_inside',           0.044551],
  ['digits',                0.021808],
  ['person',                -0.163419],
  ['repeated',              0.000207],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
