// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1771 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles (257 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 257/257 right among 257 published of 257 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.234676],
  ['reading_rank',          2.426744],
  ['readings_share',        0.559328],
  ['from_new_name',         1.203554],
  ['from_label',            0.858546],
  ['from_debtor_label',     0.274676],
  ['from_identifier_block', 0.293277],
  ['from_introduction',     0.480016],
  ['from_body_block',       -0.078499],
  ['from_header_over_form', 0.469938],
  ['from_trader',           -0.08934],
  ['from_header',           -0.80137],
  ['from_first_company',    -0.78593],
  ['from_person_debtor',    -0.048571],
  ['from_name_before_form', 0.111165],
  ['in_header',             -0.448769],
  ['in_title',              0.080309],
  ['before_identifier',     -0.02582],
  ['after_identifier',      0.013117],
  ['before_form',           0.131857],
  ['near_other_identifier', -0.466011],
  ['in_signature',          0],
  ['quoted',                0.562624],
  ['capitals',              0.510936],
  ['words',                 0.253059],
  ['one_word',              -0.371333],
  ['leading_form',          0.076833],
  ['form_inside',           0.02377],
  ['digits',                0.017921],
  ['person',                -0.156093],
  ['repeated',              -0.157983],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
