// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (449 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 440/444 right among 444 published of 449 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.247323],
  ['reading_rank',          3.988137],
  ['readings_share',        0.212901],
  ['from_new_name',         3.624572],
  ['from_label',            1.242353],
  ['from_debtor_label',     0.009954],
  ['from_identifier_block', -1.674004],
  ['from_introduction',     1.982047],
  ['from_body_block',       -0.728169],
  ['from_header_over_form', 1.702829],
  ['from_trader',           -0.284247],
  ['from_header',           -2.47883],
  ['from_first_company',    -1.475307],
  ['from_person_debtor',    0.0028],
  ['from_name_before_form', 0.750123],
  ['in_header',             0.614946],
  ['in_title',              -0.078754],
  ['before_identifier',     0.04909],
  ['after_identifier',      -1.107341],
  ['before_form',           0.274113],
  ['near_other_identifier', -2.576446],
  ['in_signature',          0],
  ['quoted',                2.836665],
  ['capitals',              2.357729],
  ['words',                 1.286191],
  ['one_word',              -4.762248],
  ['leading_form',          -1.384591],
  ['form_inside',           -4.690435],
  ['digits',                -1.262058],
  ['person',                -0.284431],
  ['repeated',              -0.475291],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 2.222363,
};
