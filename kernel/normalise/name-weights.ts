// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1661 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, constitutions (368 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 368/368 right among 368 published of 368 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.236035],
  ['reading_rank',          2.46319],
  ['readings_share',        0.574574],
  ['from_new_name',         1.173528],
  ['from_label',            0.87422],
  ['from_debtor_label',     0.231846],
  ['from_identifier_block', 0.21452],
  ['from_introduction',     0.712347],
  ['from_body_block',       -0.05204],
  ['from_header_over_form', 0.500323],
  ['from_trader',           -0.101935],
  ['from_header',           -0.772751],
  ['from_first_company',    -1.056281],
  ['from_person_debtor',    -0.053208],
  ['from_name_before_form', 0.224932],
  ['in_header',             -0.373611],
  ['in_title',              0.065046],
  ['before_identifier',     0.01924],
  ['after_identifier',      -0.02151],
  ['before_form',           0.014636],
  ['near_other_identifier', -0.792291],
  ['in_signature',          -0.008512],
  ['quoted',                0.533849],
  ['capitals',              0.444179],
  ['words',                 0.280343],
  ['one_word',              -0.35579],
  ['leading_form',          0.038773],
  ['form_inside',           0.033817],
  ['digits',                0.019381],
  ['person',                -0.165648],
  ['repeated',              -0.04267],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
