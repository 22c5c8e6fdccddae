// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, hebdomadaires (279 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 279/279 right among 279 published of 279 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.325221],
  ['reading_rank',          2.438008],
  ['readings_share',        0.57937],
  ['from_new_name',         1.217032],
  ['from_label',            0.821269],
  ['from_debtor_label',     0.274473],
  ['from_identifier_block', 0.348366],
  ['from_introduction',     0.49714],
  ['from_body_block',       -0.050458],
  ['from_header_over_form', 0.416684],
  ['from_trader',           -0.09857],
  ['from_header',           -0.820378],
  ['from_first_company',    -0.745056],
  ['from_person_debtor',    -0.042863],
  ['from_name_before_form', 0.101945],
  ['in_header',             -0.485269],
  ['in_title',              0.067782],
  ['before_identifier',     -0.050938],
  ['after_identifier',      0.001153],
  ['before_form',           0.089704],
  ['near_other_identifier', -0.464694],
  ['in_signature',          0],
  ['quoted',                0.561474],
  ['capitals',              0.492939],
  ['words',                 0.30514],
  ['one_word',              -0.388424],
  ['leading_form',          0.11237],
  ['form_inside',           0.020471],
  ['digits',                0.014046],
  ['person',                -0.160024],
  ['repeated',              -0.069154],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
