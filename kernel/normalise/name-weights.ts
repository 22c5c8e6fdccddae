// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1871 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres (272 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 272/272 right among 272 published of 272 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.278681],
  ['reading_rank',          2.442647],
  ['readings_share',        0.571538],
  ['from_new_name',         1.224028],
  ['from_label',            0.84312],
  ['from_debtor_label',     0.274223],
  ['from_identifier_block', 0.314546],
  ['from_introduction',     0.4812],
  ['from_body_block',       -0.09021],
  ['from_header_over_form', 0.463989],
  ['from_trader',           -0.093633],
  ['from_header',           -0.790041],
  ['from_first_company',    -0.75992],
  ['from_person_debtor',    -0.044902],
  ['from_name_before_form', 0.085822],
  ['in_header',             -0.483378],
  ['in_title',              0.07485],
  ['before_identifier',     -0.019203],
  ['after_identifier',      0.014074],
  ['before_form',           0.131751],
  ['near_other_identifier', -0.472929],
  ['in_signature',          0],
  ['quoted',                0.566114],
  ['capitals',              0.507786],
  ['words',                 0.274238],
  ['one_word',              -0.399435],
  ['leading_form',          0.113669],
  ['form_inside',           0.020309],
  ['digits',                0.014458],
  ['person',                -0.156523],
  ['repeated',              -0.129661],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
