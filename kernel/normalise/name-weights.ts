// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1701 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications (373 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 373/373 right among 373 published of 373 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.235],
  ['reading_rank',          2.466669],
  ['readings_share',        0.586257],
  ['from_new_name',         1.217138],
  ['from_label',            0.819873],
  ['from_debtor_label',     0.231697],
  ['from_identifier_block', 0.248922],
  ['from_introduction',     0.700268],
  ['from_body_block',       -0.049803],
  ['from_header_over_form', 0.472918],
  ['from_trader',           -0.07491],
  ['from_header',           -0.77153],
  ['from_first_company',    -1.043422],
  ['from_person_debtor',    -0.051776],
  ['from_name_before_form', 0.257989],
  ['in_header',             -0.385105],
  ['in_title',              0.095912],
  ['before_identifier',     0.045095],
  ['after_identifier',      -0.024893],
  ['before_form',           -0.004148],
  ['near_other_identifier', -0.799266],
  ['in_signature',          -0.008274],
  ['quoted',                0.584904],
  ['capitals',              0.453888],
  ['words',                 0.26593],
  ['one_word',              -0.379202],
  ['leading_form',          0.044573],
  ['form_inside',           0.022697],
  ['digits',                0.024262],
  ['person',                -0.136916],
  ['repeated',              -0.020617],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
