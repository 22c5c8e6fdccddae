// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (458 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 457/458 right among 458 published of 458 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.655581],
  ['reading_rank',          2.551735],
  ['readings_share',        0.542332],
  ['from_new_name',         1.445352],
  ['from_label',            0.878314],
  ['from_debtor_label',     0.137904],
  ['from_identifier_block', 0.317711],
  ['from_introduction',     0.569346],
  ['from_body_block',       0.082982],
  ['from_header_over_form', 0.194817],
  ['from_trader',           -0.140125],
  ['from_header',           -0.849746],
  ['from_first_company',    -0.763865],
  ['from_person_debtor',    -0.045057],
  ['from_name_before_form', 0.059006],
  ['in_header',             -0.311648],
  ['in_title',              -0.010646],
  ['before_identifier',     -0.043191],
  ['after_identifier',      -0.058618],
  ['before_form',           0.022621],
  ['near_other_identifier', -0.409577],
  ['in_signature',          0],
  ['quoted',                0.574472],
  ['capitals',              0.442496],
  ['words',                 0.222657],
  ['one_word',              -0.55879],
  ['leading_form',          0.147264],
  ['form_inside',           -0.014698],
  ['digits',                -0.106729],
  ['person',                -0.198494],
  ['repeated',              -0.067131],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
