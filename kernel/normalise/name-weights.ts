// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles (332 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 328/331 right among 331 published of 332 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.786698],
  ['reading_rank',          3.208476],
  ['readings_share',        0.00304],
  ['from_new_name',         1.933803],
  ['from_label',            0.965641],
  ['from_debtor_label',     0.068099],
  ['from_identifier_block', -1.036282],
  ['from_introduction',     2.375633],
  ['from_body_block',       -0.768033],
  ['from_header_over_form', 2.916428],
  ['from_trader',           -0.173301],
  ['from_header',           -2.625965],
  ['from_first_company',    -2.237117],
  ['from_person_debtor',    0.00234],
  ['from_name_before_form', 0.434443],
  ['in_header',             -0.139605],
  ['in_title',              -0.070974],
  ['before_identifier',     -0.265662],
  ['after_identifier',      0.239416],
  ['before_form',           -0.196713],
  ['near_other_identifier', -1.924491],
  ['in_signature',          0],
  ['quoted',                1.540909],
  ['capitals',              2.280913],
  ['words',                 0.795012],
  ['one_word',              -0.630299],
  ['leading_form',          -0.819456],
  ['form_inside',           -4.71949],
  ['digits',                0.022068],
  ['person',                -0.183346],
  ['repeated',              0.357381],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.179074,
};
