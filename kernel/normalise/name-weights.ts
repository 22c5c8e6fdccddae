// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3321 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, courriels (435 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 432/435 right among 435 published of 435 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.347027],
  ['reading_rank',          3.865446],
  ['readings_share',        0.697484],
  ['from_new_name',         2.692033],
  ['from_label',            1.796245],
  ['from_debtor_label',     0.009107],
  ['from_identifier_block', -1.78362],
  ['from_introduction',     1.751692],
  ['from_body_block',       -0.532528],
  ['from_header_over_form', 2.679579],
  ['from_trader',           -0.114278],
  ['from_header',           -2.654683],
  ['from_first_company',    -1.125435],
  ['from_person_debtor',    0.001381],
  ['from_name_before_form', 1.145467],
  ['in_header',             0.061932],
  ['in_title',              -0.132065],
  ['before_identifier',     0.430398],
  ['after_identifier',      0.209603],
  ['before_form',           0.332203],
  ['near_other_identifier', -3.437585],
  ['in_signature',          0],
  ['quoted',                1.322999],
  ['capitals',              2.185975],
  ['words',                 0.660898],
  ['one_word',              -1.062545],
  ['leading_form',          -0.974383],
  ['form_inside',           -4.555365],
  ['digits',                -0.447788],
  ['person',                -0.114595],
  ['repeated',              0.24047],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
