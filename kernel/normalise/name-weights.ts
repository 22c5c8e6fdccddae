// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1399 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, horsujet (347 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 346/347 right among 347 published of 347 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.145961],
  ['reading_rank',          2.422332],
  ['readings_share',        0.559155],
  ['from_new_name',         1.168689],
  ['from_label',            0.926524],
  ['from_debtor_label',     0.228167],
  ['from_identifier_block', 0.181677],
  ['from_introduction',     0.699071],
  ['from_body_block',       -0.057255],
  ['from_header_over_form', 0.497031],
  ['from_trader',           -0.199871],
  ['from_header',           -0.776825],
  ['from_first_company',    -1.124167],
  ['from_person_debtor',    -0.044728],
  ['from_name_before_form', 0.35195],
  ['in_header',             -0.382293],
  ['in_title',              0.069635],
  ['before_identifier',     -0.045734],
  ['after_identifier',      -0.102626],
  ['before_form',           0.078482],
  ['near_other_identifier', -0.785514],
  ['in_signature',          -0.005176],
  ['quoted',                0.525782],
  ['capitals',              0.475155],
  ['words',                 0.280074],
  ['one_word',              -0.334995],
  ['leading_form',          0.077542],
  ['form_inside',           0.022676],
  ['digits',                0.082807],
  ['person',                -0.258184],
  ['repeated',              -0.059876],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
