// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1056 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies (279 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 278/279 right among 279 published of 279 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.003815],
  ['reading_rank',          2.339857],
  ['readings_share',        0.540274],
  ['from_new_name',         1.176083],
  ['from_label',            0.874718],
  ['from_debtor_label',     0.246167],
  ['from_identifier_block', 0.166031],
  ['from_introduction',     0.684787],
  ['from_body_block',       -0.020768],
  ['from_header_over_form', 0.529961],
  ['from_trader',           -0.20395],
  ['from_header',           -0.755384],
  ['from_first_company',    -1.108883],
  ['from_person_debtor',    -0.054822],
  ['from_name_before_form', 0.401852],
  ['in_header',             -0.351506],
  ['in_title',              0.072287],
  ['before_identifier',     -0.060227],
  ['after_identifier',      0.002876],
  ['before_form',           0.142573],
  ['near_other_identifier', -0.780117],
  ['in_signature',          0],
  ['quoted',                0.464197],
  ['capitals',              0.462045],
  ['words',                 0.312992],
  ['one_word',              -0.341422],
  ['leading_form',          0.0871],
  ['form_inside',           0.024223],
  ['digits',                0.062481],
  ['person',                -0.275317],
  ['repeated',              -0.109115],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
