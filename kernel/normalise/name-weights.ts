// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1631 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux (357 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 357/357 right among 357 published of 357 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.201699],
  ['reading_rank',          2.463224],
  ['readings_share',        0.578312],
  ['from_new_name',         1.209382],
  ['from_label',            0.83289],
  ['from_debtor_label',     0.233779],
  ['from_identifier_block', 0.221763],
  ['from_introduction',     0.707601],
  ['from_body_block',       -0.05218],
  ['from_header_over_form', 0.480631],
  ['from_trader',           -0.072601],
  ['from_header',           -0.767541],
  ['from_first_company',    -1.046073],
  ['from_person_debtor',    -0.053817],
  ['from_name_before_form', 0.24049],
  ['in_header',             -0.376876],
  ['in_title',              0.066496],
  ['before_identifier',     0.052232],
  ['after_identifier',      -0.038589],
  ['before_form',           0.017518],
  ['near_other_identifier', -0.789604],
  ['in_signature',          -0.008703],
  ['quoted',                0.549143],
  ['capitals',              0.428676],
  ['words',                 0.280299],
  ['one_word',              -0.370521],
  ['leading_form',          0.057177],
  ['form_inside',           0.024464],
  ['digits',                0.019178],
  ['person',                -0.136701],
  ['repeated',              -0.036917],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
