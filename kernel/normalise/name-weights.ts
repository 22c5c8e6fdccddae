// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (478 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 472/478 right among 478 published of 478 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.722321],
  ['reading_rank',          2.923474],
  ['readings_share',        2.18489],
  ['from_new_name',         4.996761],
  ['from_label',            3.598382],
  ['from_debtor_label',     0.183284],
  ['from_identifier_block', -1.168438],
  ['from_introduction',     0.592531],
  ['from_body_block',       1.30123],
  ['from_header_over_form', 1.970732],
  ['from_trader',           4.205563],
  ['from_header',           -2.50666],
  ['from_first_company',    0.454501],
  ['from_person_debtor',    -5.824343],
  ['from_name_before_form', 0.268175],
  ['in_header',             0.387133],
  ['in_title',              -0.191521],
  ['before_identifier',     0.097171],
  ['after_identifier',      -1.573395],
  ['before_form',           -0.093271],
  ['near_other_identifier', -4.218355],
  ['in_signature',          0],
  ['quoted',                0.521656],
  ['capitals',              1.447671],
  ['words',                 0.579757],
  ['one_word',              -3.92748],
  ['leading_form',          -0.07269],
  ['form_inside',           -0.782328],
  ['digits',                -0.155414],
  ['person',                -1.672419],
  ['repeated',              -0.17801],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
