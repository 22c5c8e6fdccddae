// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, gazetins, insulaires, condensees, compositeurs, matrices (43 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 23/23 right among 23 published of 43 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            1.927119],
  ['form_after',             2.674184],
  ['after_label',            0.170761],
  ['after_company_word',     0.957561],
  ['label_word_dropped',     -4.606395],
  ['joined_lines',           -1.33192],
  ['before_subject',         0.361103],
  ['after_subject',          -0.791346],
  ['nearest_before_subject', 0.888724],
  ['nearest_after_subject',  -0.681905],
  ['same_line_as_subject',   -0.59312],
  ['near_other_identifier',  -4.552507],
  ['first_body_run',         1.171988],
  ['second_body_run',        0.60791],
  ['opens_line',             -0.48737],
  ['on_first_line',          0.721591],
  ['on_dated_line',          -2.55607],
  ['after_arrow',            0.595814],
  ['before_arrow',           -0.001151],
  ['new_name_marker',        8.979715],
  ['old_name_marker',        -4.673631],
  ['before_colon',           -1.848055],
  ['person',                 0.519646],
  ['address',                -0.548534],
  ['in_brackets',            -0.263522],
  ['quoted',                 1.290281],
  ['words',                  1.915503],
  ['one_word',               -5.462935],
  ['short_word',             -1.608729],
  ['before_dot',             -1.672097],
  ['event_words',            -4.899826],
  ['month',                  -1.090905],
  ['digits',                 -3.225691],
  ['repeated',               0.927806],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.336437,
};
