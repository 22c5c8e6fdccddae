// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires (25 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 9/9 right among 9 published of 25 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            2.236386],
  ['form_after',             2.87653],
  ['after_label',            0.197432],
  ['after_company_word',     0.991968],
  ['label_word_dropped',     -4.674342],
  ['joined_lines',           -1.114163],
  ['before_subject',         0.247755],
  ['after_subject',          -0.104678],
  ['nearest_before_subject', 0.554498],
  ['nearest_after_subject',  -0.934088],
  ['same_line_as_subject',   -0.540591],
  ['near_other_identifier',  -4.657598],
  ['first_body_run',         1.338837],
  ['second_body_run',        0.692638],
  ['opens_line',             -0.406303],
  ['on_first_line',          0.876814],
  ['on_dated_line',          -2.255568],
  ['after_arrow',            -0.154128],
  ['before_arrow',           -0.001629],
  ['new_name_marker',        8.984609],
  ['old_name_marker',        -4.574133],
  ['before_colon',           -2.127371],
  ['person',                 0.64802],
  ['address',                -0.380253],
  ['in_brackets',            -0.282248],
  ['quoted',                 1.225335],
  ['words',                  1.55742],
  ['one_word',               -5.266762],
  ['short_word',             -1.691801],
  ['before_dot',             -2.078616],
  ['event_words',            -4.591369],
  ['month',                  -1.199784],
  ['digits',                 -3.170396],
  ['repeated',               0.921645],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 4.067712,
};
