// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1541 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, semaines, conseils (336 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 336/336 right among 336 published of 336 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.171864],
  ['reading_rank',          2.445509],
  ['readings_share',        0.56099],
  ['from_new_name',         1.195317],
  ['from_label',            0.862964],
  ['from_debtor_label',     0.240436],
  ['from_identifier_block', 0.214905],
  ['from_introduction',     0.692104],
  ['from_body_block',       -0.040371],
  ['from_header_over_form', 0.445738],
  ['from_trader',           -0.050277],
  ['from_header',           -0.784892],
  ['from_first_company',    -1.05123],
  ['from_person_debtor',    -0.060145],
  ['from_name_before_form', 0.222062],
  ['in_header',             -0.375479],
  ['in_title',              0.068576],
  ['before_identifier',     0.022138],
  ['after_identifier',      -0.05343],
  ['before_form',           0.044511],
  ['near_other_identifier', -0.794971],
  ['in_signature',          -0.004933],
  ['quoted',                0.525373],
  ['capitals',              0.414547],
  ['words',                 0.296584],
  ['one_word',              -0.358837],
  ['leading_form',          0.09096],
  ['form_inside',           0.025277],
  ['digits',                0.023464],
  ['person',                -0.120739],
  ['repeated',              -0.026403],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
