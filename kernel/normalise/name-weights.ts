// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes (378 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 376/378 right among 378 published of 378 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.276577],
  ['reading_rank',          3.577538],
  ['readings_share',        0.698635],
  ['from_new_name',         2.542878],
  ['from_label',            1.848153],
  ['from_debtor_label',     0.009692],
  ['from_identifier_block', -1.300858],
  ['from_introduction',     1.79684],
  ['from_body_block',       -0.750776],
  ['from_header_over_form', 2.95002],
  ['from_trader',           -0.152996],
  ['from_header',           -3.080398],
  ['from_first_company',    -1.271603],
  ['from_person_debtor',    0.002006],
  ['from_name_before_form', 1.378232],
  ['in_header',             -0.082214],
  ['in_title',              -0.079542],
  ['before_identifier',     0.312335],
  ['after_identifier',      0.335869],
  ['before_form',           0.372025],
  ['near_other_identifier', -3.24062],
  ['in_signature',          0],
  ['quoted',                1.368669],
  ['capitals',              2.10902],
  ['words',                 0.471776],
  ['one_word',              -0.908406],
  ['leading_form',          -0.769289],
  ['form_inside',           -4.56099],
  ['digits',                -0.34426],
  ['person',                -0.153454],
  ['repeated',              0.323057],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
