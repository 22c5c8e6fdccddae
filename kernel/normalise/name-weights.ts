// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (430 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 429/430 right among 430 published of 430 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.633856],
  ['reading_rank',          2.542419],
  ['readings_share',        0.542358],
  ['from_new_name',         1.419994],
  ['from_label',            0.868582],
  ['from_debtor_label',     0.139926],
  ['from_identifier_block', 0.31181],
  ['from_introduction',     0.552036],
  ['from_body_block',       0.072122],
  ['from_header_over_form', 0.194202],
  ['from_trader',           -0.132647],
  ['from_header',           -0.825059],
  ['from_first_company',    -0.774303],
  ['from_person_debtor',    -0.048999],
  ['from_name_before_form', 0.062735],
  ['in_header',             -0.317685],
  ['in_title',              -0.010361],
  ['before_identifier',     -0.047304],
  ['after_identifier',      -0.058717],
  ['before_form',           0.036792],
  ['near_other_identifier', -0.429392],
  ['in_signature',          0],
  ['quoted',                0.56455],
  ['capitals',              0.409193],
  ['words',                 0.207601],
  ['one_word',              -0.523731],
  ['leading_form',          0.146715],
  ['form_inside',           -0.020457],
  ['digits',                -0.083883],
  ['person',                -0.194633],
  ['repeated',              -0.04692],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
