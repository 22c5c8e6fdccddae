// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme (391 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 389/391 right among 391 published of 391 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.279947],
  ['reading_rank',          3.583831],
  ['readings_share',        0.698417],
  ['from_new_name',         2.542166],
  ['from_label',            1.850091],
  ['from_debtor_label',     0.009626],
  ['from_identifier_block', -1.296802],
  ['from_introduction',     1.799215],
  ['from_body_block',       -0.752398],
  ['from_header_over_form', 2.951123],
  ['from_trader',           -0.148443],
  ['from_header',           -3.087785],
  ['from_first_company',    -1.271783],
  ['from_person_debtor',    0.001962],
  ['from_name_before_form', 1.379268],
  ['in_header',             -0.087472],
  ['in_title',              -0.078873],
  ['before_identifier',     0.309076],
  ['after_identifier',      0.337332],
  ['before_form',           0.378618],
  ['near_other_identifier', -3.238646],
  ['in_signature',          0],
  ['quoted',                1.369053],
  ['capitals',              2.105902],
  ['words',                 0.473087],
  ['one_word',              -0.905704],
  ['leading_form',          -0.764981],
  ['form_inside',           -4.564134],
  ['digits',                -0.342842],
  ['person',                -0.148903],
  ['repeated',              0.323638],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
