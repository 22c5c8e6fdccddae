// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (353 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 349/352 right among 352 published of 353 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.158387],
  ['reading_rank',          3.008678],
  ['readings_share',        -0.040287],
  ['from_new_name',         1.926604],
  ['from_label',            0.974561],
  ['from_debtor_label',     0.027898],
  ['from_identifier_block', -0.859135],
  ['from_introduction',     2.432594],
  ['from_body_block',       -0.795627],
  ['from_header_over_form', 2.770097],
  ['from_trader',           -0.215059],
  ['from_header',           -2.938304],
  ['from_first_company',    -2.20757],
  ['from_person_debtor',    0.004251],
  ['from_name_before_form', 0.526713],
  ['in_header',             0.257692],
  ['in_title',              -0.117103],
  ['before_identifier',     -0.247282],
  ['after_identifier',      0.282012],
  ['before_form',           0.065843],
  ['near_other_identifier', -1.964508],
  ['in_signature',          0],
  ['quoted',                1.499477],
  ['capitals',              2.235866],
  ['words',                 0.540946],
  ['one_word',              -0.79423],
  ['leading_form',          -0.755463],
  ['form_inside',           -4.781751],
  ['digits',                -0.379417],
  ['person',                -0.220618],
  ['repeated',              0.358519],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.300843,
};
