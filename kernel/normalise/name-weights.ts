// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, assemblees (278 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 278/278 right among 278 published of 278 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.321591],
  ['reading_rank',          2.436254],
  ['readings_share',        0.576972],
  ['from_new_name',         1.199578],
  ['from_label',            0.82142],
  ['from_debtor_label',     0.275898],
  ['from_identifier_block', 0.35908],
  ['from_introduction',     0.489659],
  ['from_body_block',       -0.037535],
  ['from_header_over_form', 0.41949],
  ['from_trader',           -0.095353],
  ['from_header',           -0.822361],
  ['from_first_company',    -0.742878],
  ['from_person_debtor',    -0.043889],
  ['from_name_before_form', 0.094356],
  ['in_header',             -0.493559],
  ['in_title',              0.067298],
  ['before_identifier',     -0.044809],
  ['after_identifier',      0.01159],
  ['before_form',           0.097416],
  ['near_other_identifier', -0.482832],
  ['in_signature',          0],
  ['quoted',                0.541023],
  ['capitals',              0.493421],
  ['words',                 0.298661],
  ['one_word',              -0.40155],
  ['leading_form',          0.139508],
  ['form_inside',           0.02121],
  ['digits',                0.013282],
  ['person',                -0.157542],
  ['repeated',              -0.069551],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
