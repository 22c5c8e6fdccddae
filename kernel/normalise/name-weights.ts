// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (429 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 428/429 right among 429 published of 429 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.633586],
  ['reading_rank',          2.540577],
  ['readings_share',        0.542769],
  ['from_new_name',         1.421332],
  ['from_label',            0.869226],
  ['from_debtor_label',     0.140201],
  ['from_identifier_block', 0.312208],
  ['from_introduction',     0.552171],
  ['from_body_block',       0.069635],
  ['from_header_over_form', 0.193227],
  ['from_trader',           -0.133179],
  ['from_header',           -0.822171],
  ['from_first_company',    -0.774239],
  ['from_person_debtor',    -0.048825],
  ['from_name_before_form', 0.062869],
  ['in_header',             -0.317553],
  ['in_title',              -0.01009],
  ['before_identifier',     -0.046432],
  ['after_identifier',      -0.063333],
  ['before_form',           0.035283],
  ['near_other_identifier', -0.428886],
  ['in_signature',          0],
  ['quoted',                0.565063],
  ['capitals',              0.409679],
  ['words',                 0.205175],
  ['one_word',              -0.518633],
  ['leading_form',          0.147464],
  ['form_inside',           -0.020729],
  ['digits',                -0.084082],
  ['person',                -0.194984],
  ['repeated',              -0.050352],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
