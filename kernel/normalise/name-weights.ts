// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (475 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 474/475 right among 475 published of 475 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.693246],
  ['reading_rank',          2.564289],
  ['readings_share',        0.52761],
  ['from_new_name',         1.46746],
  ['from_label',            0.858543],
  ['from_debtor_label',     0.133125],
  ['from_identifier_block', 0.352696],
  ['from_introduction',     0.591106],
  ['from_body_block',       0.063607],
  ['from_header_over_form', 0.181777],
  ['from_trader',           -0.150567],
  ['from_header',           -0.866576],
  ['from_first_company',    -0.745025],
  ['from_person_debtor',    -0.041148],
  ['from_name_before_form', 0.037745],
  ['in_header',             -0.309795],
  ['in_title',              -0.017843],
  ['before_identifier',     -0.002825],
  ['after_identifier',      -0.029858],
  ['before_form',           0.026855],
  ['near_other_identifier', -0.345675],
  ['in_signature',          0],
  ['quoted',                0.572324],
  ['capitals',              0.438534],
  ['words',                 0.247924],
  ['one_word',              -0.555051],
  ['leading_form',          0.143223],
  ['form_inside',           -0.009693],
  ['digits',                -0.124481],
  ['person',                -0.20643],
  ['repeated',              -0.022194],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
