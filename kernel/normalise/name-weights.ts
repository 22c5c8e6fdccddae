// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations (274 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 274/274 right among 274 published of 274 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.312276],
  ['reading_rank',          2.433048],
  ['readings_share',        0.57342],
  ['from_new_name',         1.205253],
  ['from_label',            0.828179],
  ['from_debtor_label',     0.270763],
  ['from_identifier_block', 0.345121],
  ['from_introduction',     0.493201],
  ['from_body_block',       -0.034874],
  ['from_header_over_form', 0.418496],
  ['from_trader',           -0.095593],
  ['from_header',           -0.832803],
  ['from_first_company',    -0.744496],
  ['from_person_debtor',    -0.043841],
  ['from_name_before_form', 0.093164],
  ['in_header',             -0.461559],
  ['in_title',              0.069622],
  ['before_identifier',     -0.037026],
  ['after_identifier',      0.013206],
  ['before_form',           0.104697],
  ['near_other_identifier', -0.469462],
  ['in_signature',          0],
  ['quoted',                0.551458],
  ['capitals',              0.493135],
  ['words',                 0.287555],
  ['one_word',              -0.396784],
  ['leading_form',          0.112217],
  ['form_inside',           0.022202],
  ['digits',                0.01483],
  ['person',                -0.158097],
  ['repeated',              -0.07339],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
