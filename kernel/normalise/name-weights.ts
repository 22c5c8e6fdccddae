// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 884 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants (237 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 236/237 right among 237 published of 237 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.910746],
  ['reading_rank',          2.318956],
  ['readings_share',        0.557844],
  ['from_new_name',         1.097592],
  ['from_label',            0.906672],
  ['from_debtor_label',     0.273904],
  ['from_identifier_block', 0.113505],
  ['from_introduction',     0.682537],
  ['from_body_block',       0.043977],
  ['from_header_over_form', 0.518006],
  ['from_trader',           -0.208331],
  ['from_header',           -0.745125],
  ['from_first_company',    -1.069991],
  ['from_person_debtor',    -0.045369],
  ['from_name_before_form', 0.338526],
  ['in_header',             -0.366587],
  ['in_title',              0.04117],
  ['before_identifier',     -0.010433],
  ['after_identifier',      -0.009139],
  ['before_form',           0.097024],
  ['near_other_identifier', -0.781027],
  ['in_signature',          0],
  ['quoted',                0.450918],
  ['capitals',              0.444659],
  ['words',                 0.35064],
  ['one_word',              -0.332946],
  ['leading_form',          0.169245],
  ['form_inside',           0.014868],
  ['digits',                0.077937],
  ['person',                -0.273268],
  ['repeated',              -0.06058],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
