// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1901 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts (274 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 274/274 right among 274 published of 274 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.312322],
  ['reading_rank',          2.432787],
  ['readings_share',        0.573228],
  ['from_new_name',         1.204687],
  ['from_label',            0.827272],
  ['from_debtor_label',     0.270713],
  ['from_identifier_block', 0.345398],
  ['from_introduction',     0.493419],
  ['from_body_block',       -0.034926],
  ['from_header_over_form', 0.418904],
  ['from_trader',           -0.095691],
  ['from_header',           -0.833044],
  ['from_first_company',    -0.745151],
  ['from_person_debtor',    -0.043853],
  ['from_name_before_form', 0.092905],
  ['in_header',             -0.461452],
  ['in_title',              0.069606],
  ['before_identifier',     -0.036985],
  ['after_identifier',      0.013461],
  ['before_form',           0.10512],
  ['near_other_identifier', -0.469449],
  ['in_signature',          0],
  ['quoted',                0.550674],
  ['capitals',              0.493309],
  ['words',                 0.287524],
  ['one_word',              -0.39572],
  ['leading_form',          0.112077],
  ['form_inside',           0.022262],
  ['digits',                0.014825],
  ['person',                -0.158205],
  ['repeated',              -0.073417],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
