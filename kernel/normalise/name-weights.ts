// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires (451 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 448/451 right among 451 published of 451 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.815103],
  ['reading_rank',          2.400197],
  ['readings_share',        0.339089],
  ['from_new_name',         2.006313],
  ['from_label',            1.22808],
  ['from_debtor_label',     0.053772],
  ['from_identifier_block', -0.363184],
  ['from_introduction',     -0.209552],
  ['from_body_block',       0.193745],
  ['from_header_over_form', -0.226143],
  ['from_trader',           0.021634],
  ['from_header',           -1.10208],
  ['from_first_company',    -0.815395],
  ['from_person_debtor',    0.027227],
  ['from_name_before_form', 0.773764],
  ['in_header',             -0.304319],
  ['in_title',              -0.060742],
  ['before_identifier',     0.872041],
  ['after_identifier',      -1.254554],
  ['before_form',           -0.343682],
  ['near_other_identifier', -2.012671],
  ['in_signature',          0],
  ['quoted',                0.908421],
  ['capitals',              1.720726],
  ['words',                 0.735681],
  ['one_word',              -2.378419],
  ['leading_form',          0.022583],
  ['form_inside',           -0.027031],
  ['digits',                -0.409924],
  ['person',                0.019444],
  ['repeated',              1.480873],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
