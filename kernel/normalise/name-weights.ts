// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2401 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier (336 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 333/336 right among 336 published of 336 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.800382],
  ['reading_rank',          3.212021],
  ['readings_share',        0.007033],
  ['from_new_name',         1.951752],
  ['from_label',            0.958721],
  ['from_debtor_label',     0.066552],
  ['from_identifier_block', -1.0287],
  ['from_introduction',     2.381394],
  ['from_body_block',       -0.763341],
  ['from_header_over_form', 2.901992],
  ['from_trader',           -0.172726],
  ['from_header',           -2.635963],
  ['from_first_company',    -2.23395],
  ['from_person_debtor',    0.002468],
  ['from_name_before_form', 0.444712],
  ['in_header',             -0.128452],
  ['in_title',              -0.073598],
  ['before_identifier',     -0.286199],
  ['after_identifier',      0.2189],
  ['before_form',           -0.18731],
  ['near_other_identifier', -1.924749],
  ['in_signature',          0],
  ['quoted',                1.531164],
  ['capitals',              2.284167],
  ['words',                 0.7924],
  ['one_word',              -0.629752],
  ['leading_form',          -0.825574],
  ['form_inside',           -4.723565],
  ['digits',                -0.010571],
  ['person',                -0.182308],
  ['repeated',              0.343262],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
