// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces (427 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 423/427 right among 427 published of 427 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.421266],
  ['reading_rank',          3.385524],
  ['readings_share',        0.037525],
  ['from_new_name',         2.148825],
  ['from_label',            0.973287],
  ['from_debtor_label',     0.025045],
  ['from_identifier_block', -1.510136],
  ['from_introduction',     2.415474],
  ['from_body_block',       -0.338155],
  ['from_header_over_form', 2.6099],
  ['from_trader',           -0.264503],
  ['from_header',           -2.383006],
  ['from_first_company',    -1.867685],
  ['from_person_debtor',    0.002075],
  ['from_name_before_form', 0.437713],
  ['in_header',             0.275244],
  ['in_title',              -0.190709],
  ['before_identifier',     -0.252613],
  ['after_identifier',      0.114966],
  ['before_form',           0.01595],
  ['near_other_identifier', -2.436347],
  ['in_signature',          0],
  ['quoted',                1.395419],
  ['capitals',              2.182981],
  ['words',                 0.634086],
  ['one_word',              -0.945755],
  ['leading_form',          -1.116862],
  ['form_inside',           -4.866233],
  ['digits',                -0.69296],
  ['person',                -0.26691],
  ['repeated',              0.190418],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
