// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (431 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 430/431 right among 431 published of 431 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.634117],
  ['reading_rank',          2.543492],
  ['readings_share',        0.544463],
  ['from_new_name',         1.421087],
  ['from_label',            0.874613],
  ['from_debtor_label',     0.140049],
  ['from_identifier_block', 0.312181],
  ['from_introduction',     0.55359],
  ['from_body_block',       0.069267],
  ['from_header_over_form', 0.193906],
  ['from_trader',           -0.130782],
  ['from_header',           -0.824271],
  ['from_first_company',    -0.772899],
  ['from_person_debtor',    -0.048786],
  ['from_name_before_form', 0.061743],
  ['in_header',             -0.316975],
  ['in_title',              -0.010403],
  ['before_identifier',     -0.04661],
  ['after_identifier',      -0.058078],
  ['before_form',           0.036788],
  ['near_other_identifier', -0.429018],
  ['in_signature',          0],
  ['quoted',                0.564509],
  ['capitals',              0.41326],
  ['words',                 0.203979],
  ['one_word',              -0.523279],
  ['leading_form',          0.147201],
  ['form_inside',           -0.020644],
  ['digits',                -0.083875],
  ['person',                -0.192542],
  ['repeated',              -0.047525],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
