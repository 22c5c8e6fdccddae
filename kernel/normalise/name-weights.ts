// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (437 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 436/437 right among 437 published of 437 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.677746],
  ['reading_rank',          2.531322],
  ['readings_share',        0.543933],
  ['from_new_name',         1.40297],
  ['from_label',            0.841652],
  ['from_debtor_label',     0.142291],
  ['from_identifier_block', 0.342257],
  ['from_introduction',     0.550849],
  ['from_body_block',       0.12803],
  ['from_header_over_form', 0.137945],
  ['from_trader',           -0.122829],
  ['from_header',           -0.870385],
  ['from_first_company',    -0.756549],
  ['from_person_debtor',    -0.046891],
  ['from_name_before_form', 0.079389],
  ['in_header',             -0.282718],
  ['in_title',              -0.014155],
  ['before_identifier',     -0.059516],
  ['after_identifier',      -0.051571],
  ['before_form',           0.047171],
  ['near_other_identifier', -0.423035],
  ['in_signature',          0],
  ['quoted',                0.569455],
  ['capitals',              0.416138],
  ['words',                 0.185378],
  ['one_word',              -0.512294],
  ['leading_form',          0.140918],
  ['form_inside',           -0.020125],
  ['digits',                -0.121535],
  ['person',                -0.182473],
  ['repeated',              -0.032322],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
