// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (435 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 434/435 right among 435 published of 435 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.654267],
  ['reading_rank',          2.55044],
  ['readings_share',        0.541851],
  ['from_new_name',         1.50246],
  ['from_label',            0.789286],
  ['from_debtor_label',     0.141201],
  ['from_identifier_block', 0.338258],
  ['from_introduction',     0.582304],
  ['from_body_block',       0.05918],
  ['from_header_over_form', 0.194512],
  ['from_trader',           -0.087242],
  ['from_header',           -0.8283],
  ['from_first_company',    -0.731036],
  ['from_person_debtor',    -0.049495],
  ['from_name_before_form', 0.03091],
  ['in_header',             -0.283866],
  ['in_title',              0.008395],
  ['before_identifier',     -0.03071],
  ['after_identifier',      -0.029202],
  ['before_form',           0.018862],
  ['near_other_identifier', -0.353484],
  ['in_signature',          0],
  ['quoted',                0.551448],
  ['capitals',              0.43101],
  ['words',                 0.261829],
  ['one_word',              -0.559119],
  ['leading_form',          0.133914],
  ['form_inside',           -0.000078],
  ['digits',                -0.115109],
  ['person',                -0.150765],
  ['repeated',              -0.003263],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
