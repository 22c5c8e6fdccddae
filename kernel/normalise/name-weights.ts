// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1117 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates (291 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 290/291 right among 291 published of 291 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.016884],
  ['reading_rank',          2.347682],
  ['readings_share',        0.547887],
  ['from_new_name',         1.176529],
  ['from_label',            0.883346],
  ['from_debtor_label',     0.246404],
  ['from_identifier_block', 0.172386],
  ['from_introduction',     0.673073],
  ['from_body_block',       -0.036068],
  ['from_header_over_form', 0.558222],
  ['from_trader',           -0.219748],
  ['from_header',           -0.754606],
  ['from_first_company',    -1.119639],
  ['from_person_debtor',    -0.053259],
  ['from_name_before_form', 0.389607],
  ['in_header',             -0.363615],
  ['in_title',              0.072124],
  ['before_identifier',     -0.054961],
  ['after_identifier',      -0.00883],
  ['before_form',           0.134537],
  ['near_other_identifier', -0.782154],
  ['in_signature',          0],
  ['quoted',                0.49691],
  ['capitals',              0.475008],
  ['words',                 0.311125],
  ['one_word',              -0.348178],
  ['leading_form',          0.055671],
  ['form_inside',           0.023037],
  ['digits',                0.058876],
  ['person',                -0.28937],
  ['repeated',              -0.127572],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
