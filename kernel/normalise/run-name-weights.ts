// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (50 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 26/26 right among 26 published of 50 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            2.030345],
  ['form_after',             2.790769],
  ['after_label',            0.188743],
  ['after_company_word',     0.853634],
  ['label_word_dropped',     -4.558909],
  ['joined_lines',           -1.398344],
  ['before_subject',         0.345314],
  ['after_subject',          -0.712887],
  ['nearest_before_subject', 0.85225],
  ['nearest_after_subject',  -0.752196],
  ['same_line_as_subject',   -0.801918],
  ['near_other_identifier',  -4.531359],
  ['first_body_run',         1.243674],
  ['second_body_run',        0.652074],
  ['opens_line',             -0.478144],
  ['on_first_line',          0.697777],
  ['on_dated_line',          -2.58106],
  ['after_arrow',            0.625454],
  ['before_arrow',           -0.001153],
  ['new_name_marker',        9.138645],
  ['old_name_marker',        -4.715827],
  ['before_colon',           -1.809967],
  ['person',                 0.53968],
  ['address',                -0.553652],
  ['in_brackets',            -0.256842],
  ['quoted',                 1.120743],
  ['words',                  1.876562],
  ['one_word',               -5.421983],
  ['short_word',             -1.643845],
  ['before_dot',             -1.691696],
  ['event_words',            -4.916807],
  ['month',                  -1.086533],
  ['digits',                 -3.207194],
  ['repeated',               0.944916],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.346971,
};
