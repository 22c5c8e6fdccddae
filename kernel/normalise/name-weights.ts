// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (433 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 432/433 right among 433 published of 433 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.641456],
  ['reading_rank',          2.543027],
  ['readings_share',        0.550163],
  ['from_new_name',         1.421216],
  ['from_label',            0.869675],
  ['from_debtor_label',     0.141084],
  ['from_identifier_block', 0.315829],
  ['from_introduction',     0.563961],
  ['from_body_block',       0.062414],
  ['from_header_over_form', 0.196487],
  ['from_trader',           -0.126973],
  ['from_header',           -0.826265],
  ['from_first_company',    -0.764318],
  ['from_person_debtor',    -0.046926],
  ['from_name_before_form', 0.055544],
  ['in_header',             -0.31808],
  ['in_title',              -0.010606],
  ['before_identifier',     -0.045707],
  ['after_identifier',      -0.06855],
  ['before_form',           0.028833],
  ['near_other_identifier', -0.424317],
  ['in_signature',          0],
  ['quoted',                0.565095],
  ['capitals',              0.429402],
  ['words',                 0.207091],
  ['one_word',              -0.517713],
  ['leading_form',          0.1484],
  ['form_inside',           -0.021296],
  ['digits',                -0.085124],
  ['person',                -0.186951],
  ['repeated',              -0.05116],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
