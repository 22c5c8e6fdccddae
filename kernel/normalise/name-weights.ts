// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (433 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 432/433 right among 433 published of 433 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.64151],
  ['reading_rank',          2.543855],
  ['readings_share',        0.547768],
  ['from_new_name',         1.418791],
  ['from_label',            0.863199],
  ['from_debtor_label',     0.140693],
  ['from_identifier_block', 0.315061],
  ['from_introduction',     0.562368],
  ['from_body_block',       0.067603],
  ['from_header_over_form', 0.197722],
  ['from_trader',           -0.128179],
  ['from_header',           -0.829935],
  ['from_first_company',    -0.765678],
  ['from_person_debtor',    -0.047288],
  ['from_name_before_form', 0.056395],
  ['in_header',             -0.318803],
  ['in_title',              -0.010831],
  ['before_identifier',     -0.047186],
  ['after_identifier',      -0.064451],
  ['before_form',           0.030154],
  ['near_other_identifier', -0.425158],
  ['in_signature',          0],
  ['quoted',                0.564585],
  ['capitals',              0.425192],
  ['words',                 0.213068],
  ['one_word',              -0.523213],
  ['leading_form',          0.147198],
  ['form_inside',           -0.020845],
  ['digits',                -0.084956],
  ['person',                -0.188542],
  ['repeated',              -0.047116],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
