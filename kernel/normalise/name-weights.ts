// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1571 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines, conseils, fusions (348 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 348/348 right among 348 published of 348 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.180391],
  ['reading_rank',          2.455061],
  ['readings_share',        0.567826],
  ['from_new_name',         1.203049],
  ['from_label',            0.86216],
  ['from_debtor_label',     0.23991],
  ['from_identifier_block', 0.221351],
  ['from_introduction',     0.695508],
  ['from_body_block',       -0.040208],
  ['from_header_over_form', 0.452498],
  ['from_trader',           -0.051511],
  ['from_header',           -0.773595],
  ['from_first_company',    -1.052381],
  ['from_person_debtor',    -0.05848],
  ['from_name_before_form', 0.234037],
  ['in_header',             -0.379268],
  ['in_title',              0.068382],
  ['before_identifier',     0.027217],
  ['after_identifier',      -0.053581],
  ['before_form',           0.031928],
  ['near_other_identifier', -0.810349],
  ['in_signature',          -0.004631],
  ['quoted',                0.531301],
  ['capitals',              0.420413],
  ['words',                 0.286057],
  ['one_word',              -0.358571],
  ['leading_form',          0.071606],
  ['form_inside',           0.025135],
  ['digits',                0.022123],
  ['person',                -0.119911],
  ['repeated',              -0.0352],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
