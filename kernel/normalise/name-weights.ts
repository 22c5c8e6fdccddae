// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires (456 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 452/456 right among 456 published of 456 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.825698],
  ['reading_rank',          2.396114],
  ['readings_share',        0.344566],
  ['from_new_name',         1.987977],
  ['from_label',            1.225396],
  ['from_debtor_label',     0.055568],
  ['from_identifier_block', -0.331804],
  ['from_introduction',     -0.239759],
  ['from_body_block',       0.21882],
  ['from_header_over_form', -0.269591],
  ['from_trader',           0.010927],
  ['from_header',           -1.08687],
  ['from_first_company',    -0.832647],
  ['from_person_debtor',    0.026594],
  ['from_name_before_form', 0.765963],
  ['in_header',             -0.325552],
  ['in_title',              -0.058787],
  ['before_identifier',     0.871298],
  ['after_identifier',      -1.275064],
  ['before_form',           -0.329644],
  ['near_other_identifier', -2.017564],
  ['in_signature',          0],
  ['quoted',                0.912967],
  ['capitals',              1.694712],
  ['words',                 0.777176],
  ['one_word',              -2.381934],
  ['leading_form',          0.018803],
  ['form_inside',           -0.030726],
  ['digits',                -0.401661],
  ['person',                0.008711],
  ['repeated',              1.49066],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
