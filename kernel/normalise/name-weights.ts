// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (460 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 451/455 right among 455 published of 460 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.30201],
  ['reading_rank',          3.967937],
  ['readings_share',        0.213954],
  ['from_new_name',         3.611348],
  ['from_label',            1.242307],
  ['from_debtor_label',     0.009035],
  ['from_identifier_block', -1.653323],
  ['from_introduction',     2.006118],
  ['from_body_block',       -0.726669],
  ['from_header_over_form', 1.668466],
  ['from_trader',           -0.287138],
  ['from_header',           -2.512617],
  ['from_first_company',    -1.468937],
  ['from_person_debtor',    0.002816],
  ['from_name_before_form', 0.760964],
  ['in_header',             0.643401],
  ['in_title',              -0.079785],
  ['before_identifier',     0.048765],
  ['after_identifier',      -1.12102],
  ['before_form',           0.293216],
  ['near_other_identifier', -2.582192],
  ['in_signature',          0],
  ['quoted',                2.839962],
  ['capitals',              2.370143],
  ['words',                 1.274569],
  ['one_word',              -4.742635],
  ['leading_form',          -1.39685],
  ['form_inside',           -4.683369],
  ['digits',                -1.272716],
  ['person',                -0.287299],
  ['repeated',              -0.453305],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 2.1837,
};
