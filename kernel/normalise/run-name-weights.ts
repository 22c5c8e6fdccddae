// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires (24 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 10/10 right among 10 published of 24 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            2.189265],
  ['form_after',             2.827419],
  ['after_label',            0.177138],
  ['after_company_word',     0.979155],
  ['label_word_dropped',     -4.728025],
  ['joined_lines',           -1.112037],
  ['before_subject',         0.235329],
  ['after_subject',          -0.142459],
  ['nearest_before_subject', 0.629819],
  ['nearest_after_subject',  -0.905848],
  ['same_line_as_subject',   -0.493031],
  ['near_other_identifier',  -4.637295],
  ['first_body_run',         1.352512],
  ['second_body_run',        0.679906],
  ['opens_line',             -0.443033],
  ['on_first_line',          0.869558],
  ['on_dated_line',          -2.243042],
  ['after_arrow',            -0.145553],
  ['before_arrow',           -0.001501],
  ['new_name_marker',        8.927015],
  ['old_name_marker',        -4.628928],
  ['before_colon',           -2.118175],
  ['person',                 0.624155],
  ['address',                -0.374058],
  ['in_brackets',            -0.284206],
  ['quoted',                 1.354708],
  ['words',                  1.658184],
  ['one_word',               -5.310716],
  ['short_word',             -1.653794],
  ['before_dot',             -2.090224],
  ['event_words',            -4.617525],
  ['month',                  -1.209484],
  ['digits',                 -3.203223],
  ['repeated',               0.924475],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.451014,
};
