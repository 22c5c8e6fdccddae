// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (478 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 470/478 right among 478 published of 478 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.705509],
  ['reading_rank',          2.887572],
  ['readings_share',        2.192745],
  ['from_new_name',         4.909558],
  ['from_label',            3.553635],
  ['from_debtor_label',     0.191208],
  ['from_identifier_block', -1.115246],
  ['from_introduction',     0.67027],
  ['from_body_block',       1.333625],
  ['from_header_over_form', 1.885817],
  ['from_trader',           4.210265],
  ['from_header',           -2.487506],
  ['from_first_company',    0.434328],
  ['from_person_debtor',    -5.795636],
  ['from_name_before_form', 0.348401],
  ['in_header',             0.44395],
  ['in_title',              -0.217591],
  ['before_identifier',     -0.05355],
  ['after_identifier',      -1.369672],
  ['before_form',           -0.080765],
  ['near_other_identifier', -4.158543],
  ['in_signature',          0],
  ['quoted',                0.570673],
  ['capitals',              1.433605],
  ['words',                 0.626179],
  ['one_word',              -4.085697],
  ['leading_form',          -0.10682],
  ['form_inside',           -0.052835],
  ['digits',                -0.183117],
  ['person',                -1.640363],
  ['repeated',              -0.157104],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
