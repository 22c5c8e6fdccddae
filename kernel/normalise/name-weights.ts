// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, holdings, gazettes (343 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 340/343 right among 343 published of 343 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.999212],
  ['reading_rank',          3.734494],
  ['readings_share',        0.741867],
  ['from_new_name',         2.485622],
  ['from_label',            1.87592],
  ['from_debtor_label',     0.016774],
  ['from_identifier_block', -1.409759],
  ['from_introduction',     1.711089],
  ['from_body_block',       -0.703086],
  ['from_header_over_form', 2.964971],
  ['from_trader',           -0.118158],
  ['from_header',           -2.900061],
  ['from_first_company',    -1.249527],
  ['from_person_debtor',    0.002396],
  ['from_name_before_form', 1.407174],
  ['in_header',             -0.306593],
  ['in_title',              -0.061093],
  ['before_identifier',     0.302894],
  ['after_identifier',      0.338208],
  ['before_form',           0.18903],
  ['near_other_identifier', -3.232681],
  ['in_signature',          0],
  ['quoted',                1.362954],
  ['capitals',              2.149719],
  ['words',                 0.650915],
  ['one_word',              -0.84948],
  ['leading_form',          -0.809434],
  ['form_inside',           -4.496909],
  ['digits',                0.036631],
  ['person',                -0.11881],
  ['repeated',              0.354384],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
