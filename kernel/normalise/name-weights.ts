// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2401 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, commerces (341 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 337/340 right among 340 published of 341 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.795359],
  ['reading_rank',          3.217017],
  ['readings_share',        0.005232],
  ['from_new_name',         1.939781],
  ['from_label',            0.968608],
  ['from_debtor_label',     0.067344],
  ['from_identifier_block', -1.04247],
  ['from_introduction',     2.389279],
  ['from_body_block',       -0.768238],
  ['from_header_over_form', 2.907273],
  ['from_trader',           -0.166337],
  ['from_header',           -2.62217],
  ['from_first_company',    -2.239683],
  ['from_person_debtor',    0.00205],
  ['from_name_before_form', 0.423909],
  ['in_header',             -0.140007],
  ['in_title',              -0.06903],
  ['before_identifier',     -0.260001],
  ['after_identifier',      0.221791],
  ['before_form',           -0.19605],
  ['near_other_identifier', -1.92813],
  ['in_signature',          0],
  ['quoted',                1.55733],
  ['capitals',              2.271038],
  ['words',                 0.790962],
  ['one_word',              -0.661725],
  ['leading_form',          -0.819821],
  ['form_inside',           -4.72259],
  ['digits',                0.02185],
  ['person',                -0.176173],
  ['repeated',              0.361754],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.172434,
};
