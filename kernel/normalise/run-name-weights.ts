// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (46 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 23/23 right among 23 published of 46 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            1.952417],
  ['form_after',             2.687031],
  ['after_label',            0.17044],
  ['after_company_word',     0.966426],
  ['label_word_dropped',     -4.596155],
  ['joined_lines',           -1.33983],
  ['before_subject',         0.362773],
  ['after_subject',          -0.778107],
  ['nearest_before_subject', 0.882252],
  ['nearest_after_subject',  -0.705189],
  ['same_line_as_subject',   -0.597351],
  ['near_other_identifier',  -4.601123],
  ['first_body_run',         1.163983],
  ['second_body_run',        0.580226],
  ['opens_line',             -0.489287],
  ['on_first_line',          0.711596],
  ['on_dated_line',          -2.564863],
  ['after_arrow',            0.591018],
  ['before_arrow',           -0.001146],
  ['new_name_marker',        9.013462],
  ['old_name_marker',        -4.673226],
  ['before_colon',           -1.858887],
  ['person',                 0.519178],
  ['address',                -0.560055],
  ['in_brackets',            -0.26224],
  ['quoted',                 1.24617],
  ['words',                  1.943146],
  ['one_word',               -5.471705],
  ['short_word',             -1.607712],
  ['before_dot',             -1.678093],
  ['event_words',            -4.898742],
  ['month',                  -1.096406],
  ['digits',                 -3.231308],
  ['repeated',               0.943349],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.347427,
};
