// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2111 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires (295 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 294/295 right among 295 published of 295 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.014965],
  ['reading_rank',          3.305501],
  ['readings_share',        -0.102853],
  ['from_new_name',         1.835565],
  ['from_label',            1.050253],
  ['from_debtor_label',     0.136369],
  ['from_identifier_block', -0.222102],
  ['from_introduction',     1.702975],
  ['from_body_block',       -1.311146],
  ['from_header_over_form', 2.381247],
  ['from_trader',           -0.552033],
  ['from_header',           -2.367588],
  ['from_first_company',    -1.148266],
  ['from_person_debtor',    0.021917],
  ['from_name_before_form', -0.21485],
  ['in_header',             0.111516],
  ['in_title',              -0.132267],
  ['before_identifier',     0.150451],
  ['after_identifier',      -0.109853],
  ['before_form',           -0.091934],
  ['near_other_identifier', -0.939863],
  ['in_signature',          0],
  ['quoted',                1.683517],
  ['capitals',              0.786721],
  ['words',                 1.249065],
  ['one_word',              -0.673216],
  ['leading_form',          -1.705662],
  ['form_inside',           -3.661853],
  ['digits',                0.027993],
  ['person',                -0.565489],
  ['repeated',              0.287426],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
