// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1056 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies (277 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 276/277 right among 277 published of 277 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.002634],
  ['reading_rank',          2.339266],
  ['readings_share',        0.541627],
  ['from_new_name',         1.172182],
  ['from_label',            0.877097],
  ['from_debtor_label',     0.246453],
  ['from_identifier_block', 0.165312],
  ['from_introduction',     0.684644],
  ['from_body_block',       -0.021026],
  ['from_header_over_form', 0.529705],
  ['from_trader',           -0.204064],
  ['from_header',           -0.754613],
  ['from_first_company',    -1.106247],
  ['from_person_debtor',    -0.054765],
  ['from_name_before_form', 0.398944],
  ['in_header',             -0.351583],
  ['in_title',              0.072361],
  ['before_identifier',     -0.058732],
  ['after_identifier',      0.003216],
  ['before_form',           0.146052],
  ['near_other_identifier', -0.778722],
  ['in_signature',          0],
  ['quoted',                0.454929],
  ['capitals',              0.460248],
  ['words',                 0.312305],
  ['one_word',              -0.340434],
  ['leading_form',          0.073859],
  ['form_inside',           0.008163],
  ['digits',                0.062424],
  ['person',                -0.275374],
  ['repeated',              -0.112548],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
