// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2601 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail (367 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 363/366 right among 366 published of 367 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.198103],
  ['reading_rank',          3.014883],
  ['readings_share',        -0.038571],
  ['from_new_name',         1.937393],
  ['from_label',            0.968464],
  ['from_debtor_label',     0.025724],
  ['from_identifier_block', -0.847806],
  ['from_introduction',     2.450947],
  ['from_body_block',       -0.800844],
  ['from_header_over_form', 2.742129],
  ['from_trader',           -0.216788],
  ['from_header',           -2.963291],
  ['from_first_company',    -2.205826],
  ['from_person_debtor',    0.004027],
  ['from_name_before_form', 0.532724],
  ['in_header',             0.28739],
  ['in_title',              -0.11996],
  ['before_identifier',     -0.249479],
  ['after_identifier',      0.254614],
  ['before_form',           0.080651],
  ['near_other_identifier', -1.971629],
  ['in_signature',          0],
  ['quoted',                1.500298],
  ['capitals',              2.224908],
  ['words',                 0.49707],
  ['one_word',              -0.829548],
  ['leading_form',          -0.752953],
  ['form_inside',           -4.7903],
  ['digits',                -0.398777],
  ['person',                -0.221873],
  ['repeated',              0.347592],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.23947,
};
