// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (447 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 446/447 right among 447 published of 447 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.674204],
  ['reading_rank',          2.551148],
  ['readings_share',        0.542005],
  ['from_new_name',         1.489504],
  ['from_label',            0.818142],
  ['from_debtor_label',     0.135826],
  ['from_identifier_block', 0.346536],
  ['from_introduction',     0.5728],
  ['from_body_block',       0.065686],
  ['from_header_over_form', 0.187205],
  ['from_trader',           -0.108667],
  ['from_header',           -0.852093],
  ['from_first_company',    -0.724042],
  ['from_person_debtor',    -0.046336],
  ['from_name_before_form', 0.036024],
  ['in_header',             -0.296013],
  ['in_title',              0.014407],
  ['before_identifier',     -0.000905],
  ['after_identifier',      -0.020671],
  ['before_form',           0.030603],
  ['near_other_identifier', -0.349455],
  ['in_signature',          0],
  ['quoted',                0.563892],
  ['capitals',              0.424617],
  ['words',                 0.237983],
  ['one_word',              -0.548912],
  ['leading_form',          0.141535],
  ['form_inside',           0.00629],
  ['digits',                -0.111322],
  ['person',                -0.169096],
  ['repeated',              -0.016406],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
