// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, breves (441 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 437/441 right among 441 published of 441 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.327361],
  ['reading_rank',          4.237793],
  ['readings_share',        0.644628],
  ['from_new_name',         3.588691],
  ['from_label',            2.014731],
  ['from_debtor_label',     0.005288],
  ['from_identifier_block', -1.804979],
  ['from_introduction',     1.602351],
  ['from_body_block',       -0.903987],
  ['from_header_over_form', 1.718369],
  ['from_trader',           -0.246745],
  ['from_header',           -2.79539],
  ['from_first_company',    -0.966553],
  ['from_person_debtor',    0.002027],
  ['from_name_before_form', 1.149106],
  ['in_header',             0.418187],
  ['in_title',              -0.050216],
  ['before_identifier',     0.569255],
  ['after_identifier',      -1.062171],
  ['before_form',           0.495995],
  ['near_other_identifier', -3.276255],
  ['in_signature',          0],
  ['quoted',                2.451949],
  ['capitals',              2.350904],
  ['words',                 1.512742],
  ['one_word',              -4.600714],
  ['leading_form',          -1.070732],
  ['form_inside',           -4.523262],
  ['digits',                -0.905723],
  ['person',                -0.24678],
  ['repeated',              -0.210071],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
