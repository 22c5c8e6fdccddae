// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1147 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes (295 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 295/295 right among 295 published of 295 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.031802],
  ['reading_rank',          2.347128],
  ['readings_share',        0.557231],
  ['from_new_name',         1.177592],
  ['from_label',            0.883643],
  ['from_debtor_label',     0.245122],
  ['from_identifier_block', 0.18848],
  ['from_introduction',     0.676835],
  ['from_body_block',       -0.066058],
  ['from_header_over_form', 0.569335],
  ['from_trader',           -0.2297],
  ['from_header',           -0.746783],
  ['from_first_company',    -1.12143],
  ['from_person_debtor',    -0.052023],
  ['from_name_before_form', 0.404071],
  ['in_header',             -0.359072],
  ['in_title',              0.085541],
  ['before_identifier',     -0.047224],
  ['after_identifier',      -0.004574],
  ['before_form',           0.10428],
  ['near_other_identifier', -0.763957],
  ['in_signature',          0],
  ['quoted',                0.46124],
  ['capitals',              0.473025],
  ['words',                 0.324358],
  ['one_word',              -0.378847],
  ['leading_form',          0.096155],
  ['form_inside',           0.022027],
  ['digits',                0.057825],
  ['person',                -0.298365],
  ['repeated',              -0.126793],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
