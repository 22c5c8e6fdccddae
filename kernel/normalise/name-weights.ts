// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1671 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines (366 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 366/366 right among 366 published of 366 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.213919],
  ['reading_rank',          2.461887],
  ['readings_share',        0.581407],
  ['from_new_name',         1.210737],
  ['from_label',            0.836558],
  ['from_debtor_label',     0.227369],
  ['from_identifier_block', 0.22559],
  ['from_introduction',     0.716171],
  ['from_body_block',       -0.046364],
  ['from_header_over_form', 0.490807],
  ['from_trader',           -0.077749],
  ['from_header',           -0.789179],
  ['from_first_company',    -1.039513],
  ['from_person_debtor',    -0.052063],
  ['from_name_before_form', 0.253667],
  ['in_header',             -0.363759],
  ['in_title',              0.049101],
  ['before_identifier',     0.043105],
  ['after_identifier',      -0.038143],
  ['before_form',           0.018206],
  ['near_other_identifier', -0.790353],
  ['in_signature',          -0.008621],
  ['quoted',                0.567458],
  ['capitals',              0.424643],
  ['words',                 0.283507],
  ['one_word',              -0.376642],
  ['leading_form',          0.061281],
  ['form_inside',           0.023602],
  ['digits',                0.025621],
  ['person',                -0.140033],
  ['repeated',              -0.039479],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
