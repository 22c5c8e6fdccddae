// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques (433 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 430/433 right among 433 published of 433 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.346103],
  ['reading_rank',          3.86412],
  ['readings_share',        0.697268],
  ['from_new_name',         2.68954],
  ['from_label',            1.797413],
  ['from_debtor_label',     0.009121],
  ['from_identifier_block', -1.78265],
  ['from_introduction',     1.751714],
  ['from_body_block',       -0.533547],
  ['from_header_over_form', 2.680044],
  ['from_trader',           -0.114502],
  ['from_header',           -2.655025],
  ['from_first_company',    -1.125697],
  ['from_person_debtor',    0.001385],
  ['from_name_before_form', 1.143093],
  ['in_header',             0.061016],
  ['in_title',              -0.131647],
  ['before_identifier',     0.431383],
  ['after_identifier',      0.204592],
  ['before_form',           0.33389],
  ['near_other_identifier', -3.437252],
  ['in_signature',          0],
  ['quoted',                1.325001],
  ['capitals',              2.185345],
  ['words',                 0.661239],
  ['one_word',              -1.062578],
  ['leading_form',          -0.972958],
  ['form_inside',           -4.555103],
  ['digits',                -0.447641],
  ['person',                -0.114819],
  ['repeated',              0.240314],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
