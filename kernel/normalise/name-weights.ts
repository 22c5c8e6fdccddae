// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (434 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 433/434 right among 434 published of 434 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.654555],
  ['reading_rank',          2.548804],
  ['readings_share',        0.540363],
  ['from_new_name',         1.492568],
  ['from_label',            0.801215],
  ['from_debtor_label',     0.14192],
  ['from_identifier_block', 0.338299],
  ['from_introduction',     0.582433],
  ['from_body_block',       0.058878],
  ['from_header_over_form', 0.193469],
  ['from_trader',           -0.096436],
  ['from_header',           -0.825703],
  ['from_first_company',    -0.733053],
  ['from_person_debtor',    -0.04879],
  ['from_name_before_form', 0.030795],
  ['in_header',             -0.291861],
  ['in_title',              0.009112],
  ['before_identifier',     -0.024412],
  ['after_identifier',      -0.027594],
  ['before_form',           0.014448],
  ['near_other_identifier', -0.353252],
  ['in_signature',          0],
  ['quoted',                0.554869],
  ['capitals',              0.431371],
  ['words',                 0.258311],
  ['one_word',              -0.549517],
  ['leading_form',          0.134488],
  ['form_inside',           0.007783],
  ['digits',                -0.116057],
  ['person',                -0.15953],
  ['repeated',              -0.000533],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
