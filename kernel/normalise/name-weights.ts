// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1941 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, semestres (279 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 279/279 right among 279 published of 279 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.323962],
  ['reading_rank',          2.438348],
  ['readings_share',        0.575249],
  ['from_new_name',         1.207552],
  ['from_label',            0.825077],
  ['from_debtor_label',     0.26993],
  ['from_identifier_block', 0.337637],
  ['from_introduction',     0.504059],
  ['from_body_block',       -0.04854],
  ['from_header_over_form', 0.419966],
  ['from_trader',           -0.097126],
  ['from_header',           -0.829553],
  ['from_first_company',    -0.744942],
  ['from_person_debtor',    -0.042562],
  ['from_name_before_form', 0.085342],
  ['in_header',             -0.467178],
  ['in_title',              0.068021],
  ['before_identifier',     -0.03192],
  ['after_identifier',      0.02416],
  ['before_form',           0.096458],
  ['near_other_identifier', -0.466698],
  ['in_signature',          0],
  ['quoted',                0.563198],
  ['capitals',              0.509215],
  ['words',                 0.275899],
  ['one_word',              -0.394367],
  ['leading_form',          0.115012],
  ['form_inside',           0.021845],
  ['digits',                0.006608],
  ['person',                -0.158511],
  ['repeated',              -0.066634],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
