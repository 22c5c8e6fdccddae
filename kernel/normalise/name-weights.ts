// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce (430 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 427/430 right among 430 published of 430 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.339362],
  ['reading_rank',          3.863507],
  ['readings_share',        0.68785],
  ['from_new_name',         2.69221],
  ['from_label',            1.772143],
  ['from_debtor_label',     0.009795],
  ['from_identifier_block', -1.769033],
  ['from_introduction',     1.780827],
  ['from_body_block',       -0.543087],
  ['from_header_over_form', 2.679388],
  ['from_trader',           -0.116385],
  ['from_header',           -2.653237],
  ['from_first_company',    -1.144919],
  ['from_person_debtor',    0.001386],
  ['from_name_before_form', 1.114932],
  ['in_header',             0.051805],
  ['in_title',              -0.103656],
  ['before_identifier',     0.440042],
  ['after_identifier',      0.219486],
  ['before_form',           0.347583],
  ['near_other_identifier', -3.4337],
  ['in_signature',          0],
  ['quoted',                1.323197],
  ['capitals',              2.191774],
  ['words',                 0.647823],
  ['one_word',              -1.059031],
  ['leading_form',          -0.96818],
  ['form_inside',           -4.543139],
  ['digits',                -0.447248],
  ['person',                -0.116707],
  ['repeated',              0.240653],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
