// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4121 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres (443 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 441/443 right among 443 published of 443 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.771874],
  ['reading_rank',          2.39225],
  ['readings_share',        0.363445],
  ['from_new_name',         2.024117],
  ['from_label',            1.167784],
  ['from_debtor_label',     0.057694],
  ['from_identifier_block', -0.348844],
  ['from_introduction',     -0.15378],
  ['from_body_block',       0.211411],
  ['from_header_over_form', -0.202176],
  ['from_trader',           0.02537],
  ['from_header',           -1.103594],
  ['from_first_company',    -0.79197],
  ['from_person_debtor',    0.025495],
  ['from_name_before_form', 0.735324],
  ['in_header',             -0.29871],
  ['in_title',              -0.068616],
  ['before_identifier',     0.888433],
  ['after_identifier',      -1.227346],
  ['before_form',           -0.383097],
  ['near_other_identifier', -2.092746],
  ['in_signature',          0],
  ['quoted',                1.008893],
  ['capitals',              1.716726],
  ['words',                 0.694076],
  ['one_word',              -2.396745],
  ['leading_form',          0.042475],
  ['form_inside',           -0.036468],
  ['digits',                -0.408771],
  ['person',                0.023068],
  ['repeated',              1.455321],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
