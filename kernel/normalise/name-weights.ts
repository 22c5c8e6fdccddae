// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, dates (284 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 283/284 right among 284 published of 284 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.014291],
  ['reading_rank',          2.340837],
  ['readings_share',        0.545983],
  ['from_new_name',         1.174925],
  ['from_label',            0.876458],
  ['from_debtor_label',     0.247222],
  ['from_identifier_block', 0.17324],
  ['from_introduction',     0.674245],
  ['from_body_block',       -0.042983],
  ['from_header_over_form', 0.552547],
  ['from_trader',           -0.211784],
  ['from_header',           -0.752946],
  ['from_first_company',    -1.115364],
  ['from_person_debtor',    -0.05433],
  ['from_name_before_form', 0.392141],
  ['in_header',             -0.363312],
  ['in_title',              0.072726],
  ['before_identifier',     -0.055615],
  ['after_identifier',      -0.005039],
  ['before_form',           0.140053],
  ['near_other_identifier', -0.78025],
  ['in_signature',          0],
  ['quoted',                0.490382],
  ['capitals',              0.468564],
  ['words',                 0.304014],
  ['one_word',              -0.342936],
  ['leading_form',          0.049605],
  ['form_inside',           0.023952],
  ['digits',                0.059995],
  ['person',                -0.282396],
  ['repeated',              -0.125301],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
