// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (437 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 435/437 right among 437 published of 437 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.677423],
  ['reading_rank',          2.530416],
  ['readings_share',        0.544482],
  ['from_new_name',         1.40059],
  ['from_label',            0.842427],
  ['from_debtor_label',     0.142081],
  ['from_identifier_block', 0.338408],
  ['from_introduction',     0.550497],
  ['from_body_block',       0.129333],
  ['from_header_over_form', 0.140757],
  ['from_trader',           -0.122464],
  ['from_header',           -0.869272],
  ['from_first_company',    -0.756229],
  ['from_person_debtor',    -0.04691],
  ['from_name_before_form', 0.079102],
  ['in_header',             -0.281769],
  ['in_title',              -0.014141],
  ['before_identifier',     -0.058261],
  ['after_identifier',      -0.050605],
  ['before_form',           0.048038],
  ['near_other_identifier', -0.42335],
  ['in_signature',          0],
  ['quoted',                0.570678],
  ['capitals',              0.416262],
  ['words',                 0.184822],
  ['one_word',              -0.513111],
  ['leading_form',          0.140766],
  ['form_inside',           -0.020021],
  ['digits',                -0.121534],
  ['person',                -0.182119],
  ['repeated',              -0.033085],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
