// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 917 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets (246 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 245/246 right among 246 published of 246 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.946003],
  ['reading_rank',          2.323116],
  ['readings_share',        0.560928],
  ['from_new_name',         1.125422],
  ['from_label',            0.893974],
  ['from_debtor_label',     0.259478],
  ['from_identifier_block', 0.12995],
  ['from_introduction',     0.690048],
  ['from_body_block',       0.025848],
  ['from_header_over_form', 0.488455],
  ['from_trader',           -0.196358],
  ['from_header',           -0.738302],
  ['from_first_company',    -1.05844],
  ['from_person_debtor',    -0.042083],
  ['from_name_before_form', 0.393512],
  ['in_header',             -0.337008],
  ['in_title',              0.040807],
  ['before_identifier',     -0.019176],
  ['after_identifier',      0.028179],
  ['before_form',           0.10639],
  ['near_other_identifier', -0.772914],
  ['in_signature',          0],
  ['quoted',                0.436633],
  ['capitals',              0.462503],
  ['words',                 0.335394],
  ['one_word',              -0.326316],
  ['leading_form',          0.167374],
  ['form_inside',           0.015115],
  ['digits',                0.073998],
  ['person',                -0.256939],
  ['repeated',              -0.081811],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
