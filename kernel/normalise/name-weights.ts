// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3561 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels (431 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 430/431 right among 431 published of 431 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.633981],
  ['reading_rank',          2.542572],
  ['readings_share',        0.542812],
  ['from_new_name',         1.420831],
  ['from_label',            0.868271],
  ['from_debtor_label',     0.140206],
  ['from_identifier_block', 0.312518],
  ['from_introduction',     0.553302],
  ['from_body_block',       0.073073],
  ['from_header_over_form', 0.195433],
  ['from_trader',           -0.133115],
  ['from_header',           -0.827085],
  ['from_first_company',    -0.773438],
  ['from_person_debtor',    -0.048496],
  ['from_name_before_form', 0.060304],
  ['in_header',             -0.32002],
  ['in_title',              -0.010515],
  ['before_identifier',     -0.049198],
  ['after_identifier',      -0.066963],
  ['before_form',           0.039645],
  ['near_other_identifier', -0.428985],
  ['in_signature',          0],
  ['quoted',                0.565212],
  ['capitals',              0.408833],
  ['words',                 0.208466],
  ['one_word',              -0.528985],
  ['leading_form',          0.146773],
  ['form_inside',           -0.020495],
  ['digits',                -0.083512],
  ['person',                -0.194611],
  ['repeated',              -0.046555],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
