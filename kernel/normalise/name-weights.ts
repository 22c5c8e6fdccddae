// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires (457 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 453/457 right among 457 published of 457 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.825756],
  ['reading_rank',          2.396374],
  ['readings_share',        0.344651],
  ['from_new_name',         1.988163],
  ['from_label',            1.225525],
  ['from_debtor_label',     0.055558],
  ['from_identifier_block', -0.331514],
  ['from_introduction',     -0.239829],
  ['from_body_block',       0.219087],
  ['from_header_over_form', -0.269274],
  ['from_trader',           0.010897],
  ['from_header',           -1.08705],
  ['from_first_company',    -0.832747],
  ['from_person_debtor',    0.026544],
  ['from_name_before_form', 0.765835],
  ['in_header',             -0.325116],
  ['in_title',              -0.058813],
  ['before_identifier',     0.871621],
  ['after_identifier',      -1.275899],
  ['before_form',           -0.330048],
  ['near_other_identifier', -2.018411],
  ['in_signature',          0],
  ['quoted',                0.91291],
  ['capitals',              1.694655],
  ['words',                 0.777003],
  ['one_word',              -2.381629],
  ['leading_form',          0.018651],
  ['form_inside',           -0.030753],
  ['digits',                -0.401477],
  ['person',                0.008683],
  ['repeated',              1.490025],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
