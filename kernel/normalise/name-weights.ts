// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2191 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms (307 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 306/307 right among 307 published of 307 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.030521],
  ['reading_rank',          3.3137],
  ['readings_share',        -0.106576],
  ['from_new_name',         1.82162],
  ['from_label',            1.075344],
  ['from_debtor_label',     0.1469],
  ['from_identifier_block', -0.228432],
  ['from_introduction',     1.706327],
  ['from_body_block',       -1.309159],
  ['from_header_over_form', 2.383676],
  ['from_trader',           -0.556352],
  ['from_header',           -2.37209],
  ['from_first_company',    -1.150889],
  ['from_person_debtor',    0.020321],
  ['from_name_before_form', -0.210401],
  ['in_header',             0.115488],
  ['in_title',              -0.129755],
  ['before_identifier',     0.138203],
  ['after_identifier',      -0.073401],
  ['before_form',           -0.088009],
  ['near_other_identifier', -0.941282],
  ['in_signature',          0],
  ['quoted',                1.67792],
  ['capitals',              0.77547],
  ['words',                 1.240697],
  ['one_word',              -0.677659],
  ['leading_form',          -1.707923],
  ['form_inside',           -3.669321],
  ['digits',                0.013763],
  ['person',                -0.570197],
  ['repeated',              0.278167],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
