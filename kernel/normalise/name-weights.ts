// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme (390 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 388/390 right among 390 published of 390 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.27875],
  ['reading_rank',          3.583399],
  ['readings_share',        0.699261],
  ['from_new_name',         2.542767],
  ['from_label',            1.846136],
  ['from_debtor_label',     0.00964],
  ['from_identifier_block', -1.298655],
  ['from_introduction',     1.798903],
  ['from_body_block',       -0.750556],
  ['from_header_over_form', 2.953004],
  ['from_trader',           -0.148743],
  ['from_header',           -3.086048],
  ['from_first_company',    -1.271831],
  ['from_person_debtor',    0.001962],
  ['from_name_before_form', 1.378487],
  ['in_header',             -0.086042],
  ['in_title',              -0.079198],
  ['before_identifier',     0.310946],
  ['after_identifier',      0.337804],
  ['before_form',           0.376075],
  ['near_other_identifier', -3.23815],
  ['in_signature',          0],
  ['quoted',                1.369282],
  ['capitals',              2.105801],
  ['words',                 0.471481],
  ['one_word',              -0.906216],
  ['leading_form',          -0.765589],
  ['form_inside',           -4.563615],
  ['digits',                -0.342795],
  ['person',                -0.149204],
  ['repeated',              0.322202],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
