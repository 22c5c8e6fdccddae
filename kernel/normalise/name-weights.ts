// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits (302 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 301/302 right among 302 published of 302 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.023273],
  ['reading_rank',          3.308253],
  ['readings_share',        -0.100062],
  ['from_new_name',         1.838022],
  ['from_label',            1.048247],
  ['from_debtor_label',     0.148574],
  ['from_identifier_block', -0.220896],
  ['from_introduction',     1.712098],
  ['from_body_block',       -1.312447],
  ['from_header_over_form', 2.378853],
  ['from_trader',           -0.551951],
  ['from_header',           -2.370389],
  ['from_first_company',    -1.146109],
  ['from_person_debtor',    0.021767],
  ['from_name_before_form', -0.218983],
  ['in_header',             0.112765],
  ['in_title',              -0.132277],
  ['before_identifier',     0.148544],
  ['after_identifier',      -0.105062],
  ['before_form',           -0.089449],
  ['near_other_identifier', -0.936531],
  ['in_signature',          0],
  ['quoted',                1.679341],
  ['capitals',              0.783474],
  ['words',                 1.249215],
  ['one_word',              -0.67085],
  ['leading_form',          -1.703937],
  ['form_inside',           -3.660932],
  ['digits',                0.014611],
  ['person',                -0.565276],
  ['repeated',              0.288384],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
