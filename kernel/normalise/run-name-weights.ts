// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires (22 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 11/11 right among 11 published of 22 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            2.171617],
  ['form_after',             2.730346],
  ['after_label',            0.217754],
  ['after_company_word',     0.966523],
  ['label_word_dropped',     -4.812704],
  ['joined_lines',           -1.043394],
  ['before_subject',         0.26233],
  ['after_subject',          -0.134399],
  ['nearest_before_subject', 0.654627],
  ['nearest_after_subject',  -0.828664],
  ['same_line_as_subject',   -0.48968],
  ['near_other_identifier',  -4.554944],
  ['first_body_run',         1.359432],
  ['second_body_run',        0.782957],
  ['opens_line',             -0.455493],
  ['on_first_line',          0.976884],
  ['on_dated_line',          -2.194295],
  ['after_arrow',            -0.155597],
  ['before_arrow',           -0.001469],
  ['new_name_marker',        8.777232],
  ['old_name_marker',        -4.649712],
  ['before_colon',           -2.091816],
  ['person',                 0.705933],
  ['address',                -0.339311],
  ['in_brackets',            -0.287083],
  ['quoted',                 1.360421],
  ['words',                  1.359583],
  ['one_word',               -5.445363],
  ['short_word',             -1.614266],
  ['before_dot',             -2.059052],
  ['event_words',            -4.722266],
  ['month',                  -1.138681],
  ['digits',                 -3.186573],
  ['repeated',               0.937624],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.338413,
};
