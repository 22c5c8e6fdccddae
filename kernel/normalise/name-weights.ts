// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (457 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 448/452 right among 452 published of 457 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.29965],
  ['reading_rank',          3.969145],
  ['readings_share',        0.214823],
  ['from_new_name',         3.611573],
  ['from_label',            1.240563],
  ['from_debtor_label',     0.009996],
  ['from_identifier_block', -1.654043],
  ['from_introduction',     2.005061],
  ['from_body_block',       -0.724951],
  ['from_header_over_form', 1.667128],
  ['from_trader',           -0.285606],
  ['from_header',           -2.510248],
  ['from_first_company',    -1.468391],
  ['from_person_debtor',    0.002813],
  ['from_name_before_form', 0.7639],
  ['in_header',             0.644835],
  ['in_title',              -0.080056],
  ['before_identifier',     0.046286],
  ['after_identifier',      -1.120608],
  ['before_form',           0.291308],
  ['near_other_identifier', -2.581036],
  ['in_signature',          0],
  ['quoted',                2.840611],
  ['capitals',              2.369901],
  ['words',                 1.275063],
  ['one_word',              -4.743286],
  ['leading_form',          -1.396882],
  ['form_inside',           -4.684358],
  ['digits',                -1.273408],
  ['person',                -0.285768],
  ['repeated',              -0.453745],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 2.184072,
};
