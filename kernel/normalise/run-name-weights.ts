// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4481 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers (22 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 11/11 right among 11 published of 22 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            2.2049],
  ['form_after',             2.745551],
  ['after_label',            0.218104],
  ['after_company_word',     0.977815],
  ['label_word_dropped',     -4.79966],
  ['joined_lines',           -1.053623],
  ['before_subject',         0.265625],
  ['after_subject',          -0.109655],
  ['nearest_before_subject', 0.644975],
  ['nearest_after_subject',  -0.862203],
  ['same_line_as_subject',   -0.495348],
  ['near_other_identifier',  -4.611076],
  ['first_body_run',         1.349431],
  ['second_body_run',        0.747536],
  ['opens_line',             -0.459034],
  ['on_first_line',          0.964695],
  ['on_dated_line',          -2.207704],
  ['after_arrow',            -0.156088],
  ['before_arrow',           -0.001459],
  ['new_name_marker',        8.816862],
  ['old_name_marker',        -4.648539],
  ['before_colon',           -2.10695],
  ['person',                 0.705098],
  ['address',                -0.353487],
  ['in_brackets',            -0.285452],
  ['quoted',                 1.307078],
  ['words',                  1.393544],
  ['one_word',               -5.452932],
  ['short_word',             -1.617646],
  ['before_dot',             -2.06567],
  ['event_words',            -4.7174],
  ['month',                  -1.144667],
  ['digits',                 -3.194795],
  ['repeated',               0.954332],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.316136,
};
