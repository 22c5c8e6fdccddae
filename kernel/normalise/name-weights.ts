// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (455 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 446/450 right among 450 published of 455 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.29904],
  ['reading_rank',          3.969377],
  ['readings_share',        0.215233],
  ['from_new_name',         3.611943],
  ['from_label',            1.240808],
  ['from_debtor_label',     0.009995],
  ['from_identifier_block', -1.653227],
  ['from_introduction',     2.005299],
  ['from_body_block',       -0.725158],
  ['from_header_over_form', 1.667394],
  ['from_trader',           -0.285158],
  ['from_header',           -2.510317],
  ['from_first_company',    -1.468269],
  ['from_person_debtor',    0.002812],
  ['from_name_before_form', 0.764106],
  ['in_header',             0.645961],
  ['in_title',              -0.08014],
  ['before_identifier',     0.045635],
  ['after_identifier',      -1.120801],
  ['before_form',           0.291507],
  ['near_other_identifier', -2.580804],
  ['in_signature',          0],
  ['quoted',                2.841038],
  ['capitals',              2.369911],
  ['words',                 1.275158],
  ['one_word',              -4.743149],
  ['leading_form',          -1.397001],
  ['form_inside',           -4.684224],
  ['digits',                -1.273263],
  ['person',                -0.28532],
  ['repeated',              -0.453813],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 2.184347,
};
