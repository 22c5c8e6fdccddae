// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, coquilles (300 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 299/300 right among 300 published of 300 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.015326],
  ['reading_rank',          3.311113],
  ['readings_share',        -0.102916],
  ['from_new_name',         1.842672],
  ['from_label',            1.05555],
  ['from_debtor_label',     0.132509],
  ['from_identifier_block', -0.218016],
  ['from_introduction',     1.709089],
  ['from_body_block',       -1.31498],
  ['from_header_over_form', 2.38719],
  ['from_trader',           -0.549646],
  ['from_header',           -2.374677],
  ['from_first_company',    -1.152792],
  ['from_person_debtor',    0.021845],
  ['from_name_before_form', -0.216262],
  ['in_header',             0.125323],
  ['in_title',              -0.132762],
  ['before_identifier',     0.154663],
  ['after_identifier',      -0.115737],
  ['before_form',           -0.077515],
  ['near_other_identifier', -0.935531],
  ['in_signature',          0],
  ['quoted',                1.685083],
  ['capitals',              0.781774],
  ['words',                 1.263078],
  ['one_word',              -0.667275],
  ['leading_form',          -1.690492],
  ['form_inside',           -3.670579],
  ['digits',                0.027717],
  ['person',                -0.562798],
  ['repeated',              0.289203],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
