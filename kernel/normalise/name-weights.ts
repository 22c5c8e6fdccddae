// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, tableaux (440 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 437/440 right among 440 published of 440 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.339562],
  ['reading_rank',          3.856905],
  ['readings_share',        0.700069],
  ['from_new_name',         2.695609],
  ['from_label',            1.811634],
  ['from_debtor_label',     0.008954],
  ['from_identifier_block', -1.773844],
  ['from_introduction',     1.74325],
  ['from_body_block',       -0.554162],
  ['from_header_over_form', 2.674767],
  ['from_trader',           -0.113349],
  ['from_header',           -2.648139],
  ['from_first_company',    -1.121085],
  ['from_person_debtor',    0.001441],
  ['from_name_before_form', 1.173194],
  ['in_header',             0.073876],
  ['in_title',              -0.132476],
  ['before_identifier',     0.42839],
  ['after_identifier',      0.202396],
  ['before_form',           0.334649],
  ['near_other_identifier', -3.425276],
  ['in_signature',          0],
  ['quoted',                1.329237],
  ['capitals',              2.18796],
  ['words',                 0.646152],
  ['one_word',              -1.063466],
  ['leading_form',          -0.967183],
  ['form_inside',           -4.556155],
  ['digits',                -0.450694],
  ['person',                -0.113662],
  ['repeated',              0.244924],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
