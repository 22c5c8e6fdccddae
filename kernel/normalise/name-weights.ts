// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2961 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions (396 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 394/396 right among 396 published of 396 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.309582],
  ['reading_rank',          3.855909],
  ['readings_share',        0.684503],
  ['from_new_name',         2.652625],
  ['from_label',            1.788096],
  ['from_debtor_label',     0.010212],
  ['from_identifier_block', -1.74929],
  ['from_introduction',     1.796865],
  ['from_body_block',       -0.549871],
  ['from_header_over_form', 2.671706],
  ['from_trader',           -0.105422],
  ['from_header',           -2.636258],
  ['from_first_company',    -1.150368],
  ['from_person_debtor',    0.001452],
  ['from_name_before_form', 1.093552],
  ['in_header',             0.035775],
  ['in_title',              -0.098089],
  ['before_identifier',     0.441262],
  ['after_identifier',      0.241799],
  ['before_form',           0.372755],
  ['near_other_identifier', -3.425013],
  ['in_signature',          0],
  ['quoted',                1.389069],
  ['capitals',              2.173409],
  ['words',                 0.649474],
  ['one_word',              -1.071102],
  ['leading_form',          -0.948171],
  ['form_inside',           -4.547465],
  ['digits',                -0.381125],
  ['person',                -0.105764],
  ['repeated',              0.290755],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
