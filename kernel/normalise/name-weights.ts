// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (456 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 455/456 right among 456 published of 456 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.652848],
  ['reading_rank',          2.550473],
  ['readings_share',        0.542352],
  ['from_new_name',         1.446732],
  ['from_label',            0.880297],
  ['from_debtor_label',     0.138589],
  ['from_identifier_block', 0.32183],
  ['from_introduction',     0.563193],
  ['from_body_block',       0.080681],
  ['from_header_over_form', 0.19832],
  ['from_trader',           -0.138235],
  ['from_header',           -0.852157],
  ['from_first_company',    -0.757158],
  ['from_person_debtor',    -0.045268],
  ['from_name_before_form', 0.054518],
  ['in_header',             -0.306367],
  ['in_title',              -0.010887],
  ['before_identifier',     -0.043163],
  ['after_identifier',      -0.06271],
  ['before_form',           0.025215],
  ['near_other_identifier', -0.411414],
  ['in_signature',          0],
  ['quoted',                0.57662],
  ['capitals',              0.442455],
  ['words',                 0.226608],
  ['one_word',              -0.559532],
  ['leading_form',          0.146532],
  ['form_inside',           0.004294],
  ['digits',                -0.092502],
  ['person',                -0.196835],
  ['repeated',              -0.071171],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
