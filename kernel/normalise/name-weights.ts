// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, directoires, groupements, partenaires (458 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 454/458 right among 458 published of 458 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.825209],
  ['reading_rank',          2.403814],
  ['readings_share',        0.342954],
  ['from_new_name',         1.997024],
  ['from_label',            1.222648],
  ['from_debtor_label',     0.05313],
  ['from_identifier_block', -0.346707],
  ['from_introduction',     -0.220719],
  ['from_body_block',       0.188538],
  ['from_header_over_form', -0.24799],
  ['from_trader',           0.020339],
  ['from_header',           -1.095172],
  ['from_first_company',    -0.823764],
  ['from_person_debtor',    0.026837],
  ['from_name_before_form', 0.774525],
  ['in_header',             -0.306494],
  ['in_title',              -0.059892],
  ['before_identifier',     0.877068],
  ['after_identifier',      -1.259428],
  ['before_form',           -0.340322],
  ['near_other_identifier', -2.015511],
  ['in_signature',          0],
  ['quoted',                0.909926],
  ['capitals',              1.72363],
  ['words',                 0.749807],
  ['one_word',              -2.373898],
  ['leading_form',          0.027411],
  ['form_inside',           -0.026815],
  ['digits',                -0.404534],
  ['person',                0.018187],
  ['repeated',              1.483619],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
