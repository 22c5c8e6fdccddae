// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (456 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 455/456 right among 456 published of 456 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.652811],
  ['reading_rank',          2.550656],
  ['readings_share',        0.542397],
  ['from_new_name',         1.44674],
  ['from_label',            0.880409],
  ['from_debtor_label',     0.138595],
  ['from_identifier_block', 0.321845],
  ['from_introduction',     0.563438],
  ['from_body_block',       0.080547],
  ['from_header_over_form', 0.198282],
  ['from_trader',           -0.138416],
  ['from_header',           -0.852132],
  ['from_first_company',    -0.757246],
  ['from_person_debtor',    -0.045271],
  ['from_name_before_form', 0.054581],
  ['in_header',             -0.306385],
  ['in_title',              -0.010915],
  ['before_identifier',     -0.043292],
  ['after_identifier',      -0.062834],
  ['before_form',           0.025192],
  ['near_other_identifier', -0.411384],
  ['in_signature',          0],
  ['quoted',                0.57689],
  ['capitals',              0.44244],
  ['words',                 0.224608],
  ['one_word',              -0.559483],
  ['leading_form',          0.147363],
  ['form_inside',           -0.014828],
  ['digits',                -0.092602],
  ['person',                -0.197017],
  ['repeated',              -0.071296],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
