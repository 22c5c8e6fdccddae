// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (47 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 26/26 right among 26 published of 47 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            1.973824],
  ['form_after',             2.751448],
  ['after_label',            0.169427],
  ['after_company_word',     0.975518],
  ['label_word_dropped',     -4.567556],
  ['joined_lines',           -1.352459],
  ['before_subject',         0.363978],
  ['after_subject',          -0.767327],
  ['nearest_before_subject', 0.844024],
  ['nearest_after_subject',  -0.728326],
  ['same_line_as_subject',   -0.660516],
  ['near_other_identifier',  -4.631229],
  ['first_body_run',         1.207616],
  ['second_body_run',        0.60592],
  ['opens_line',             -0.498757],
  ['on_first_line',          0.710056],
  ['on_dated_line',          -2.592742],
  ['after_arrow',            0.611108],
  ['before_arrow',           -0.001158],
  ['new_name_marker',        9.108595],
  ['old_name_marker',        -4.671187],
  ['before_colon',           -1.843107],
  ['person',                 0.517404],
  ['address',                -0.552904],
  ['in_brackets',            -0.259909],
  ['quoted',                 1.258401],
  ['words',                  1.864769],
  ['one_word',               -5.446168],
  ['short_word',             -1.630416],
  ['before_dot',             -1.681971],
  ['event_words',            -4.903071],
  ['month',                  -1.086656],
  ['digits',                 -3.216203],
  ['repeated',               0.946647],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.337562,
};
