// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires (22 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 11/11 right among 11 published of 22 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            2.171613],
  ['form_after',             2.730412],
  ['after_label',            0.217726],
  ['after_company_word',     0.966598],
  ['label_word_dropped',     -4.812758],
  ['joined_lines',           -1.043439],
  ['before_subject',         0.262323],
  ['after_subject',          -0.134387],
  ['nearest_before_subject', 0.654663],
  ['nearest_after_subject',  -0.828646],
  ['same_line_as_subject',   -0.489711],
  ['near_other_identifier',  -4.555012],
  ['first_body_run',         1.359429],
  ['second_body_run',        0.782955],
  ['opens_line',             -0.455547],
  ['on_first_line',          0.976988],
  ['on_dated_line',          -2.194345],
  ['after_arrow',            -0.155593],
  ['before_arrow',           -0.001469],
  ['new_name_marker',        8.777276],
  ['old_name_marker',        -4.649733],
  ['before_colon',           -2.091796],
  ['person',                 0.705927],
  ['address',                -0.339332],
  ['in_brackets',            -0.2871],
  ['quoted',                 1.360412],
  ['words',                  1.359614],
  ['one_word',               -5.445385],
  ['short_word',             -1.614269],
  ['before_dot',             -2.059042],
  ['event_words',            -4.722322],
  ['month',                  -1.138664],
  ['digits',                 -3.186576],
  ['repeated',               0.937647],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.33841,
};
