// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (474 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 473/474 right among 474 published of 474 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.691219],
  ['reading_rank',          2.563847],
  ['readings_share',        0.528533],
  ['from_new_name',         1.468542],
  ['from_label',            0.859904],
  ['from_debtor_label',     0.133588],
  ['from_identifier_block', 0.357245],
  ['from_introduction',     0.587406],
  ['from_body_block',       0.061613],
  ['from_header_over_form', 0.186363],
  ['from_trader',           -0.148629],
  ['from_header',           -0.872121],
  ['from_first_company',    -0.738016],
  ['from_person_debtor',    -0.041337],
  ['from_name_before_form', 0.032216],
  ['in_header',             -0.303906],
  ['in_title',              -0.018345],
  ['before_identifier',     -0.004561],
  ['after_identifier',      -0.030377],
  ['before_form',           0.031444],
  ['near_other_identifier', -0.348787],
  ['in_signature',          0],
  ['quoted',                0.573911],
  ['capitals',              0.436741],
  ['words',                 0.252658],
  ['one_word',              -0.561966],
  ['leading_form',          0.142043],
  ['form_inside',           0.008863],
  ['digits',                -0.110968],
  ['person',                -0.204744],
  ['repeated',              -0.019246],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
