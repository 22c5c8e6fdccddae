// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1901 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts (271 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 271/271 right among 271 published of 271 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.304073],
  ['reading_rank',          2.430582],
  ['readings_share',        0.57463],
  ['from_new_name',         1.20382],
  ['from_label',            0.824902],
  ['from_debtor_label',     0.274761],
  ['from_identifier_block', 0.36011],
  ['from_introduction',     0.496088],
  ['from_body_block',       -0.042634],
  ['from_header_over_form', 0.411738],
  ['from_trader',           -0.076737],
  ['from_header',           -0.841852],
  ['from_first_company',    -0.746795],
  ['from_person_debtor',    -0.047149],
  ['from_name_before_form', 0.094316],
  ['in_header',             -0.464466],
  ['in_title',              0.069706],
  ['before_identifier',     -0.044598],
  ['after_identifier',      0.012932],
  ['before_form',           0.100727],
  ['near_other_identifier', -0.470431],
  ['in_signature',          0],
  ['quoted',                0.552523],
  ['capitals',              0.482332],
  ['words',                 0.278735],
  ['one_word',              -0.398848],
  ['leading_form',          0.115781],
  ['form_inside',           0.022772],
  ['digits',                0.015442],
  ['person',                -0.141944],
  ['repeated',              -0.068894],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
