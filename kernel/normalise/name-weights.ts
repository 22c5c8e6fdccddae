// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires (449 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 446/449 right among 449 published of 449 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.809664],
  ['reading_rank',          2.395279],
  ['readings_share',        0.347998],
  ['from_new_name',         2.006818],
  ['from_label',            1.228847],
  ['from_debtor_label',     0.05647],
  ['from_identifier_block', -0.356111],
  ['from_introduction',     -0.224015],
  ['from_body_block',       0.226896],
  ['from_header_over_form', -0.247065],
  ['from_trader',           0.013862],
  ['from_header',           -1.082603],
  ['from_first_company',    -0.822112],
  ['from_person_debtor',    0.027066],
  ['from_name_before_form', 0.770364],
  ['in_header',             -0.321378],
  ['in_title',              -0.06058],
  ['before_identifier',     0.867659],
  ['after_identifier',      -1.270488],
  ['before_form',           -0.335625],
  ['near_other_identifier', -2.012398],
  ['in_signature',          0],
  ['quoted',                0.911099],
  ['capitals',              1.694639],
  ['words',                 0.758884],
  ['one_word',              -2.385482],
  ['leading_form',          0.011334],
  ['form_inside',           -0.026666],
  ['digits',                -0.406831],
  ['person',                0.011627],
  ['repeated',              1.485093],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
