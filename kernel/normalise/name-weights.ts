// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions (259 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 259/259 right among 259 published of 259 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.235747],
  ['reading_rank',          2.431118],
  ['readings_share',        0.563962],
  ['from_new_name',         1.205453],
  ['from_label',            0.858173],
  ['from_debtor_label',     0.274779],
  ['from_identifier_block', 0.296765],
  ['from_introduction',     0.482272],
  ['from_body_block',       -0.071605],
  ['from_header_over_form', 0.463501],
  ['from_trader',           -0.090185],
  ['from_header',           -0.797555],
  ['from_first_company',    -0.786801],
  ['from_person_debtor',    -0.048449],
  ['from_name_before_form', 0.112305],
  ['in_header',             -0.445255],
  ['in_title',              0.079566],
  ['before_identifier',     -0.022107],
  ['after_identifier',      0.015787],
  ['before_form',           0.124106],
  ['near_other_identifier', -0.476824],
  ['in_signature',          0],
  ['quoted',                0.562706],
  ['capitals',              0.511211],
  ['words',                 0.25334],
  ['one_word',              -0.372108],
  ['leading_form',          0.073655],
  ['form_inside',           0.023839],
  ['digits',                0.017545],
  ['person',                -0.156517],
  ['repeated',              -0.158796],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
