// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1501 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, capitaux (329 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 329/329 right among 329 published of 329 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.161866],
  ['reading_rank',          2.432175],
  ['readings_share',        0.559694],
  ['from_new_name',         1.186623],
  ['from_label',            0.797108],
  ['from_debtor_label',     0.244558],
  ['from_identifier_block', 0.235621],
  ['from_introduction',     0.681838],
  ['from_body_block',       -0.071524],
  ['from_header_over_form', 0.471935],
  ['from_trader',           -0.057894],
  ['from_header',           -0.771419],
  ['from_first_company',    -1.035252],
  ['from_person_debtor',    -0.059687],
  ['from_name_before_form', 0.242486],
  ['in_header',             -0.389545],
  ['in_title',              0.072112],
  ['before_identifier',     0.04605],
  ['after_identifier',      -0.042221],
  ['before_form',           0.036026],
  ['near_other_identifier', -0.80953],
  ['in_signature',          -0.009666],
  ['quoted',                0.542358],
  ['capitals',              0.403684],
  ['words',                 0.276915],
  ['one_word',              -0.367682],
  ['leading_form',          0.083323],
  ['form_inside',           0.026164],
  ['digits',                0.019876],
  ['person',                -0.127857],
  ['repeated',              -0.052043],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
