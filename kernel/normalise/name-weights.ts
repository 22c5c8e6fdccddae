// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires (452 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 449/452 right among 452 published of 452 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.820666],
  ['reading_rank',          2.396728],
  ['readings_share',        0.334407],
  ['from_new_name',         1.998995],
  ['from_label',            1.228691],
  ['from_debtor_label',     0.053726],
  ['from_identifier_block', -0.359753],
  ['from_introduction',     -0.214089],
  ['from_body_block',       0.196385],
  ['from_header_over_form', -0.223477],
  ['from_trader',           0.020761],
  ['from_header',           -1.109155],
  ['from_first_company',    -0.816652],
  ['from_person_debtor',    0.027138],
  ['from_name_before_form', 0.769362],
  ['in_header',             -0.306229],
  ['in_title',              -0.060024],
  ['before_identifier',     0.872643],
  ['after_identifier',      -1.254707],
  ['before_form',           -0.344832],
  ['near_other_identifier', -2.014712],
  ['in_signature',          0],
  ['quoted',                0.908373],
  ['capitals',              1.719583],
  ['words',                 0.737912],
  ['one_word',              -2.379811],
  ['leading_form',          0.024082],
  ['form_inside',           -0.031432],
  ['digits',                -0.410047],
  ['person',                0.018554],
  ['repeated',              1.482437],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
