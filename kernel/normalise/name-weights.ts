// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2441 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces (345 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 342/345 right among 345 published of 345 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.80897],
  ['reading_rank',          3.220358],
  ['readings_share',        0.009064],
  ['from_new_name',         1.957206],
  ['from_label',            0.961631],
  ['from_debtor_label',     0.065812],
  ['from_identifier_block', -1.034981],
  ['from_introduction',     2.394787],
  ['from_body_block',       -0.76367],
  ['from_header_over_form', 2.893006],
  ['from_trader',           -0.165594],
  ['from_header',           -2.63223],
  ['from_first_company',    -2.236573],
  ['from_person_debtor',    0.002184],
  ['from_name_before_form', 0.434049],
  ['in_header',             -0.129104],
  ['in_title',              -0.071562],
  ['before_identifier',     -0.280123],
  ['after_identifier',      0.202055],
  ['before_form',           -0.186501],
  ['near_other_identifier', -1.928366],
  ['in_signature',          0],
  ['quoted',                1.5476],
  ['capitals',              2.274729],
  ['words',                 0.788479],
  ['one_word',              -0.660973],
  ['leading_form',          -0.825903],
  ['form_inside',           -4.726373],
  ['digits',                -0.009874],
  ['person',                -0.174983],
  ['repeated',              0.347987],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
