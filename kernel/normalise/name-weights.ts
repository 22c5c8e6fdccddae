// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, holdings, gazettes (343 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 341/343 right among 343 published of 343 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.998454],
  ['reading_rank',          3.732775],
  ['readings_share',        0.738616],
  ['from_new_name',         2.519796],
  ['from_label',            1.870756],
  ['from_debtor_label',     0.017076],
  ['from_identifier_block', -1.417107],
  ['from_introduction',     1.701886],
  ['from_body_block',       -0.70201],
  ['from_header_over_form', 2.972088],
  ['from_trader',           -0.12415],
  ['from_header',           -2.904519],
  ['from_first_company',    -1.2556],
  ['from_person_debtor',    0.002351],
  ['from_name_before_form', 1.382583],
  ['in_header',             -0.305586],
  ['in_title',              -0.062651],
  ['before_identifier',     0.302071],
  ['after_identifier',      0.321952],
  ['before_form',           0.186764],
  ['near_other_identifier', -3.254247],
  ['in_signature',          0],
  ['quoted',                1.34133],
  ['capitals',              2.151821],
  ['words',                 0.649884],
  ['one_word',              -0.845273],
  ['leading_form',          -0.813238],
  ['form_inside',           -4.498385],
  ['digits',                0.037031],
  ['person',                -0.124815],
  ['repeated',              0.354412],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
