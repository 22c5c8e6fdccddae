// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (456 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 447/451 right among 451 published of 456 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.299605],
  ['reading_rank',          3.969135],
  ['readings_share',        0.214832],
  ['from_new_name',         3.611582],
  ['from_label',            1.240476],
  ['from_debtor_label',     0.009998],
  ['from_identifier_block', -1.654023],
  ['from_introduction',     2.005084],
  ['from_body_block',       -0.724906],
  ['from_header_over_form', 1.667119],
  ['from_trader',           -0.28556],
  ['from_header',           -2.510222],
  ['from_first_company',    -1.468392],
  ['from_person_debtor',    0.002813],
  ['from_name_before_form', 0.76387],
  ['in_header',             0.644788],
  ['in_title',              -0.08006],
  ['before_identifier',     0.046269],
  ['after_identifier',      -1.120576],
  ['before_form',           0.291305],
  ['near_other_identifier', -2.581029],
  ['in_signature',          0],
  ['quoted',                2.840633],
  ['capitals',              2.369863],
  ['words',                 1.275073],
  ['one_word',              -4.743321],
  ['leading_form',          -1.396872],
  ['form_inside',           -4.684373],
  ['digits',                -1.273396],
  ['person',                -0.285722],
  ['repeated',              -0.453754],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 2.184126,
};
