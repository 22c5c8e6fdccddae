// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2721 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, telegraphiques (386 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 384/386 right among 386 published of 386 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.732713],
  ['reading_rank',          3.850925],
  ['readings_share',        0.333646],
  ['from_new_name',         2.560507],
  ['from_label',            2.397912],
  ['from_debtor_label',     0.023085],
  ['from_identifier_block', -2.117947],
  ['from_introduction',     1.055901],
  ['from_body_block',       -0.210481],
  ['from_header_over_form', 2.359363],
  ['from_trader',           -0.66599],
  ['from_header',           -1.859898],
  ['from_first_company',    -1.32451],
  ['from_person_debtor',    0.003548],
  ['from_name_before_form', 1.590814],
  ['in_header',             -0.31952],
  ['in_title',              -4.560884],
  ['before_identifier',     1.013011],
  ['after_identifier',      0.027082],
  ['before_form',           -0.511181],
  ['near_other_identifier', -3.655673],
  ['in_signature',          0],
  ['quoted',                1.80773],
  ['capitals',              1.654012],
  ['words',                 0.481617],
  ['one_word',              -1.389566],
  ['leading_form',          0.18154],
  ['form_inside',           -6.642505],
  ['digits',                -0.476072],
  ['person',                -0.66717],
  ['repeated',              0.388238],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
