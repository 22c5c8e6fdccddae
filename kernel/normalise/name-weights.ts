// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (431 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 430/431 right among 431 published of 431 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.636094],
  ['reading_rank',          2.543008],
  ['readings_share',        0.539701],
  ['from_new_name',         1.417509],
  ['from_label',            0.867555],
  ['from_debtor_label',     0.139461],
  ['from_identifier_block', 0.306539],
  ['from_introduction',     0.551649],
  ['from_body_block',       0.076752],
  ['from_header_over_form', 0.192731],
  ['from_trader',           -0.134346],
  ['from_header',           -0.823365],
  ['from_first_company',    -0.778254],
  ['from_person_debtor',    -0.048513],
  ['from_name_before_form', 0.060996],
  ['in_header',             -0.323463],
  ['in_title',              -0.009931],
  ['before_identifier',     -0.04303],
  ['after_identifier',      -0.06075],
  ['before_form',           0.037625],
  ['near_other_identifier', -0.434682],
  ['in_signature',          0],
  ['quoted',                0.563272],
  ['capitals',              0.410987],
  ['words',                 0.207357],
  ['one_word',              -0.52409],
  ['leading_form',          0.145978],
  ['form_inside',           -0.020289],
  ['digits',                -0.083688],
  ['person',                -0.195746],
  ['repeated',              -0.047781],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
