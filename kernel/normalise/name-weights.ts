// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4121 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, personnesmorales, societaires (444 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 442/444 right among 444 published of 444 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.671686],
  ['reading_rank',          2.551874],
  ['readings_share',        0.537671],
  ['from_new_name',         1.478594],
  ['from_label',            0.819155],
  ['from_debtor_label',     0.138977],
  ['from_identifier_block', 0.343902],
  ['from_introduction',     0.579195],
  ['from_body_block',       0.064287],
  ['from_header_over_form', 0.182104],
  ['from_trader',           -0.100084],
  ['from_header',           -0.832227],
  ['from_first_company',    -0.754475],
  ['from_person_debtor',    -0.047959],
  ['from_name_before_form', 0.044857],
  ['in_header',             -0.307977],
  ['in_title',              0.008921],
  ['before_identifier',     -0.035668],
  ['after_identifier',      -0.032548],
  ['before_form',           0.021341],
  ['near_other_identifier', -0.351102],
  ['in_signature',          0],
  ['quoted',                0.525584],
  ['capitals',              0.432324],
  ['words',                 0.257076],
  ['one_word',              -0.541036],
  ['leading_form',          0.118011],
  ['form_inside',           0.009024],
  ['digits',                -0.113944],
  ['person',                -0.162018],
  ['repeated',              0.007708],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
