// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (50 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 24/24 right among 24 published of 50 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            1.997515],
  ['form_after',             2.747116],
  ['after_label',            0.187782],
  ['after_company_word',     0.850713],
  ['label_word_dropped',     -4.57191],
  ['joined_lines',           -1.376629],
  ['before_subject',         0.344024],
  ['after_subject',          -0.746831],
  ['nearest_before_subject', 0.838581],
  ['nearest_after_subject',  -0.753889],
  ['same_line_as_subject',   -0.719977],
  ['near_other_identifier',  -4.503708],
  ['first_body_run',         1.225898],
  ['second_body_run',        0.649777],
  ['opens_line',             -0.494033],
  ['on_first_line',          0.736222],
  ['on_dated_line',          -2.606597],
  ['after_arrow',            0.616129],
  ['before_arrow',           -0.001175],
  ['new_name_marker',        9.117008],
  ['old_name_marker',        -4.688158],
  ['before_colon',           -1.823608],
  ['person',                 0.544412],
  ['address',                -0.556244],
  ['in_brackets',            -0.258797],
  ['quoted',                 1.108976],
  ['words',                  1.853745],
  ['one_word',               -5.435708],
  ['short_word',             -1.639996],
  ['before_dot',             -1.685797],
  ['event_words',            -4.896554],
  ['month',                  -1.082005],
  ['digits',                 -3.204941],
  ['repeated',               0.944927],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.33393,
};
