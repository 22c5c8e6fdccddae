// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, holdings, gazettes (343 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 338/341 right among 341 published of 343 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.998477],
  ['reading_rank',          3.734707],
  ['readings_share',        0.741846],
  ['from_new_name',         2.485797],
  ['from_label',            1.875349],
  ['from_debtor_label',     0.016779],
  ['from_identifier_block', -1.409504],
  ['from_introduction',     1.710669],
  ['from_body_block',       -0.703133],
  ['from_header_over_form', 2.965707],
  ['from_trader',           -0.118189],
  ['from_header',           -2.900317],
  ['from_first_company',    -1.249785],
  ['from_person_debtor',    0.002395],
  ['from_name_before_form', 1.406662],
  ['in_header',             -0.306265],
  ['in_title',              -0.061178],
  ['before_identifier',     0.303047],
  ['after_identifier',      0.338119],
  ['before_form',           0.189277],
  ['near_other_identifier', -3.232591],
  ['in_signature',          0],
  ['quoted',                1.363006],
  ['capitals',              2.149639],
  ['words',                 0.65022],
  ['one_word',              -0.849537],
  ['leading_form',          -0.8093],
  ['form_inside',           -4.49687],
  ['digits',                0.036597],
  ['person',                -0.118842],
  ['repeated',              0.354103],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.49382,
};
