// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, gazetins, insulaires, condensees, compositeurs, matrices (476 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 467/476 right among 476 published of 476 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.626895],
  ['reading_rank',          2.760885],
  ['readings_share',        2.149472],
  ['from_new_name',         4.852533],
  ['from_label',            3.471508],
  ['from_debtor_label',     0.210148],
  ['from_identifier_block', -1.156597],
  ['from_introduction',     0.845936],
  ['from_body_block',       1.333617],
  ['from_header_over_form', 2.044948],
  ['from_trader',           4.082388],
  ['from_header',           -2.63533],
  ['from_first_company',    0.044512],
  ['from_person_debtor',    -5.793351],
  ['from_name_before_form', -0.041568],
  ['in_header',             0.439441],
  ['in_title',              -0.168758],
  ['before_identifier',     0.040465],
  ['after_identifier',      -1.440304],
  ['before_form',           -0.218694],
  ['near_other_identifier', -4.113121],
  ['in_signature',          0],
  ['quoted',                0.608447],
  ['capitals',              1.408666],
  ['words',                 0.734127],
  ['one_word',              -3.979955],
  ['leading_form',          -0.160936],
  ['form_inside',           -0.059245],
  ['digits',                -0.205149],
  ['person',                -1.7776],
  ['repeated',              -0.049402],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
