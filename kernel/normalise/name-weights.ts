// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (464 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 463/464 right among 464 published of 464 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.683241],
  ['reading_rank',          2.561338],
  ['readings_share',        0.53136],
  ['from_new_name',         1.475676],
  ['from_label',            0.855782],
  ['from_debtor_label',     0.135015],
  ['from_identifier_block', 0.354584],
  ['from_introduction',     0.572995],
  ['from_body_block',       0.062626],
  ['from_header_over_form', 0.189162],
  ['from_trader',           -0.143586],
  ['from_header',           -0.868701],
  ['from_first_company',    -0.733155],
  ['from_person_debtor',    -0.042016],
  ['from_name_before_form', 0.031385],
  ['in_header',             -0.299242],
  ['in_title',              0.013823],
  ['before_identifier',     -0.011245],
  ['after_identifier',      -0.030884],
  ['before_form',           0.037385],
  ['near_other_identifier', -0.34887],
  ['in_signature',          0],
  ['quoted',                0.553792],
  ['capitals',              0.445551],
  ['words',                 0.249648],
  ['one_word',              -0.536447],
  ['leading_form',          0.138809],
  ['form_inside',           0.004249],
  ['digits',                -0.111004],
  ['person',                -0.200634],
  ['repeated',              -0.015634],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
