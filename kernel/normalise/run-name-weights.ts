// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (47 short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: 24/24 right among 24 published of 47 sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['form_before',            1.959023],
  ['form_after',             2.691429],
  ['after_label',            0.178739],
  ['after_company_word',     0.85687],
  ['label_word_dropped',     -4.559778],
  ['joined_lines',           -1.374725],
  ['before_subject',         0.358395],
  ['after_subject',          -0.775247],
  ['nearest_before_subject', 0.822126],
  ['nearest_after_subject',  -0.73688],
  ['same_line_as_subject',   -0.669234],
  ['near_other_identifier',  -4.473992],
  ['first_body_run',         1.249115],
  ['second_body_run',        0.636107],
  ['opens_line',             -0.517256],
  ['on_first_line',          0.739755],
  ['on_dated_line',          -2.591087],
  ['after_arrow',            0.615168],
  ['before_arrow',           -0.001172],
  ['new_name_marker',        9.075184],
  ['old_name_marker',        -4.695728],
  ['before_colon',           -1.824653],
  ['person',                 0.524702],
  ['address',                -0.541679],
  ['in_brackets',            -0.256745],
  ['quoted',                 1.237626],
  ['words',                  1.875671],
  ['one_word',               -5.44763],
  ['short_word',             -1.623289],
  ['before_dot',             -1.690638],
  ['event_words',            -4.905477],
  ['month',                  -1.085685],
  ['digits',                 -3.225215],
  ['repeated',               0.937508],
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.367418,
};
