// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique (317 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 313/316 right among 316 published of 317 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.784516],
  ['reading_rank',          3.199998],
  ['readings_share',        0.003632],
  ['from_new_name',         1.910745],
  ['from_label',            0.964378],
  ['from_debtor_label',     0.069317],
  ['from_identifier_block', -1.038536],
  ['from_introduction',     2.36648],
  ['from_body_block',       -0.769583],
  ['from_header_over_form', 2.90683],
  ['from_trader',           -0.172028],
  ['from_header',           -2.620008],
  ['from_first_company',    -2.225289],
  ['from_person_debtor',    0.00227],
  ['from_name_before_form', 0.444412],
  ['in_header',             -0.150042],
  ['in_title',              -0.070542],
  ['before_identifier',     -0.267017],
  ['after_identifier',      0.249218],
  ['before_form',           -0.201497],
  ['near_other_identifier', -1.930243],
  ['in_signature',          0],
  ['quoted',                1.547472],
  ['capitals',              2.278876],
  ['words',                 0.783709],
  ['one_word',              -0.638783],
  ['leading_form',          -0.820523],
  ['form_inside',           -4.712293],
  ['digits',                0.02213],
  ['person',                -0.182229],
  ['repeated',              0.356437],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.177166,
};
