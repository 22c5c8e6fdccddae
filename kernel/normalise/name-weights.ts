// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1661 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, modifications (364 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 364/364 right among 364 published of 364 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.222229],
  ['reading_rank',          2.467998],
  ['readings_share',        0.582903],
  ['from_new_name',         1.216182],
  ['from_label',            0.816525],
  ['from_debtor_label',     0.238331],
  ['from_identifier_block', 0.243802],
  ['from_introduction',     0.692],
  ['from_body_block',       -0.05581],
  ['from_header_over_form', 0.463468],
  ['from_trader',           -0.07005],
  ['from_header',           -0.749672],
  ['from_first_company',    -1.050447],
  ['from_person_debtor',    -0.053605],
  ['from_name_before_form', 0.244086],
  ['in_header',             -0.398912],
  ['in_title',              0.112357],
  ['before_identifier',     0.053817],
  ['after_identifier',      -0.025663],
  ['before_form',           -0.004202],
  ['near_other_identifier', -0.799177],
  ['in_signature',          -0.008363],
  ['quoted',                0.566693],
  ['capitals',              0.457016],
  ['words',                 0.263591],
  ['one_word',              -0.372681],
  ['leading_form',          0.040463],
  ['form_inside',           0.023524],
  ['digits',                0.018106],
  ['person',                -0.133936],
  ['repeated',              -0.018564],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
