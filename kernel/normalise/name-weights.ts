// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (464 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 463/464 right among 464 published of 464 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.68047],
  ['reading_rank',          2.568964],
  ['readings_share',        0.536178],
  ['from_new_name',         1.476285],
  ['from_label',            0.856404],
  ['from_debtor_label',     0.13514],
  ['from_identifier_block', 0.34943],
  ['from_introduction',     0.571306],
  ['from_body_block',       0.064828],
  ['from_header_over_form', 0.180644],
  ['from_trader',           -0.142456],
  ['from_header',           -0.856096],
  ['from_first_company',    -0.733408],
  ['from_person_debtor',    -0.041991],
  ['from_name_before_form', 0.039766],
  ['in_header',             -0.302093],
  ['in_title',              0.014107],
  ['before_identifier',     -0.013575],
  ['after_identifier',      -0.030523],
  ['before_form',           0.035206],
  ['near_other_identifier', -0.348103],
  ['in_signature',          0],
  ['quoted',                0.554651],
  ['capitals',              0.44532],
  ['words',                 0.250553],
  ['one_word',              -0.536962],
  ['leading_form',          0.138633],
  ['form_inside',           0.004353],
  ['digits',                -0.111891],
  ['person',                -0.199405],
  ['repeated',              -0.014703],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
