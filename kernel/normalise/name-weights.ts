// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2841 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, nickel, transports, elevage, numerique (396 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 394/396 right among 396 published of 396 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.292947],
  ['reading_rank',          3.572688],
  ['readings_share',        0.708458],
  ['from_new_name',         2.553002],
  ['from_label',            1.839995],
  ['from_debtor_label',     0.009644],
  ['from_identifier_block', -1.306232],
  ['from_introduction',     1.791963],
  ['from_body_block',       -0.757701],
  ['from_header_over_form', 2.964353],
  ['from_trader',           -0.155579],
  ['from_header',           -3.090865],
  ['from_first_company',    -1.269675],
  ['from_person_debtor',    0.002009],
  ['from_name_before_form', 1.38064],
  ['in_header',             -0.088091],
  ['in_title',              -0.078713],
  ['before_identifier',     0.319631],
  ['after_identifier',      0.314798],
  ['before_form',           0.352807],
  ['near_other_identifier', -3.248326],
  ['in_signature',          0],
  ['quoted',                1.35343],
  ['capitals',              2.125074],
  ['words',                 0.485496],
  ['one_word',              -0.873123],
  ['leading_form',          -0.783106],
  ['form_inside',           -4.553116],
  ['digits',                -0.375836],
  ['person',                -0.156019],
  ['repeated',              0.316233],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
