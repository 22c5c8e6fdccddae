// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 808 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes (224 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 223/224 right among 224 published of 224 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.908113],
  ['reading_rank',          2.305525],
  ['readings_share',        0.580071],
  ['from_new_name',         1.09541],
  ['from_label',            0.85492],
  ['from_debtor_label',     0.282869],
  ['from_identifier_block', 0.171458],
  ['from_introduction',     0.670513],
  ['from_body_block',       0.109688],
  ['from_header_over_form', 0.430231],
  ['from_trader',           -0.202075],
  ['from_header',           -0.749335],
  ['from_first_company',    -0.980341],
  ['from_person_debtor',    -0.039278],
  ['from_name_before_form', 0.346494],
  ['in_header',             -0.368995],
  ['in_title',              0.043847],
  ['before_identifier',     -0.033871],
  ['after_identifier',      0.060363],
  ['before_form',           0.11759],
  ['near_other_identifier', -0.828917],
  ['in_signature',          0],
  ['quoted',                0.43594],
  ['capitals',              0.491444],
  ['words',                 0.341952],
  ['one_word',              -0.394654],
  ['leading_form',          0.160703],
  ['form_inside',           0.01499],
  ['digits',                0.012373],
  ['person',                -0.263651],
  ['repeated',              0.00034],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
