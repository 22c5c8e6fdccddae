// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1971 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse (276 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 275/276 right among 276 published of 276 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.979185],
  ['reading_rank',          3.233462],
  ['readings_share',        -0.032171],
  ['from_new_name',         1.823621],
  ['from_label',            1.0904],
  ['from_debtor_label',     0.130565],
  ['from_identifier_block', -0.208712],
  ['from_introduction',     1.703434],
  ['from_body_block',       -1.369767],
  ['from_header_over_form', 2.401217],
  ['from_trader',           -0.521548],
  ['from_header',           -2.342317],
  ['from_first_company',    -1.197334],
  ['from_person_debtor',    0.023312],
  ['from_name_before_form', -0.197103],
  ['in_header',             0.363755],
  ['in_title',              -0.166611],
  ['before_identifier',     0.02017],
  ['after_identifier',      -0.188146],
  ['before_form',           0.001421],
  ['near_other_identifier', -0.714333],
  ['in_signature',          0],
  ['quoted',                1.788576],
  ['capitals',              0.769394],
  ['words',                 1.156476],
  ['one_word',              -0.595251],
  ['leading_form',          -1.880435],
  ['form_inside',           -3.505116],
  ['digits',                0.047962],
  ['person',                -0.53688],
  ['repeated',              0.228524],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
