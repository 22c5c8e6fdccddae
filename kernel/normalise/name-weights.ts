// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1056 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies (279 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 279/279 right among 279 published of 279 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.014221],
  ['reading_rank',          2.337141],
  ['readings_share',        0.548382],
  ['from_new_name',         1.180338],
  ['from_label',            0.870086],
  ['from_debtor_label',     0.247033],
  ['from_identifier_block', 0.183087],
  ['from_introduction',     0.677713],
  ['from_body_block',       -0.051452],
  ['from_header_over_form', 0.545072],
  ['from_trader',           -0.207979],
  ['from_header',           -0.746962],
  ['from_first_company',    -1.101074],
  ['from_person_debtor',    -0.054375],
  ['from_name_before_form', 0.407479],
  ['in_header',             -0.352821],
  ['in_title',              0.071678],
  ['before_identifier',     -0.048124],
  ['after_identifier',      0.007953],
  ['before_form',           0.117265],
  ['near_other_identifier', -0.775889],
  ['in_signature',          0],
  ['quoted',                0.429316],
  ['capitals',              0.458774],
  ['words',                 0.325954],
  ['one_word',              -0.375062],
  ['leading_form',          0.12944],
  ['form_inside',           0.023359],
  ['digits',                0.061982],
  ['person',                -0.278935],
  ['repeated',              -0.113225],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
