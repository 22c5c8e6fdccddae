// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1831 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations (266 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 266/266 right among 266 published of 266 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.270328],
  ['reading_rank',          2.437495],
  ['readings_share',        0.564013],
  ['from_new_name',         1.223654],
  ['from_label',            0.842454],
  ['from_debtor_label',     0.274889],
  ['from_identifier_block', 0.308423],
  ['from_introduction',     0.472881],
  ['from_body_block',       -0.100319],
  ['from_header_over_form', 0.458834],
  ['from_trader',           -0.090598],
  ['from_header',           -0.776885],
  ['from_first_company',    -0.765161],
  ['from_person_debtor',    -0.046702],
  ['from_name_before_form', 0.086759],
  ['in_header',             -0.457972],
  ['in_title',              0.076235],
  ['before_identifier',     -0.020038],
  ['after_identifier',      0.007207],
  ['before_form',           0.130468],
  ['near_other_identifier', -0.478692],
  ['in_signature',          0],
  ['quoted',                0.566434],
  ['capitals',              0.501284],
  ['words',                 0.279145],
  ['one_word',              -0.392758],
  ['leading_form',          0.111317],
  ['form_inside',           0.035168],
  ['digits',                0.015501],
  ['person',                -0.154959],
  ['repeated',              -0.142729],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
