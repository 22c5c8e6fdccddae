// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (473 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 472/473 right among 473 published of 473 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.690694],
  ['reading_rank',          2.563204],
  ['readings_share',        0.527684],
  ['from_new_name',         1.468761],
  ['from_label',            0.860329],
  ['from_debtor_label',     0.133772],
  ['from_identifier_block', 0.356785],
  ['from_introduction',     0.585255],
  ['from_body_block',       0.061543],
  ['from_header_over_form', 0.185172],
  ['from_trader',           -0.148783],
  ['from_header',           -0.868799],
  ['from_first_company',    -0.73851],
  ['from_person_debtor',    -0.041348],
  ['from_name_before_form', 0.033392],
  ['in_header',             -0.304932],
  ['in_title',              -0.017962],
  ['before_identifier',     -0.002517],
  ['after_identifier',      -0.033207],
  ['before_form',           0.029205],
  ['near_other_identifier', -0.347417],
  ['in_signature',          0],
  ['quoted',                0.574298],
  ['capitals',              0.438441],
  ['words',                 0.251957],
  ['one_word',              -0.555609],
  ['leading_form',          0.142355],
  ['form_inside',           0.008739],
  ['digits',                -0.111233],
  ['person',                -0.204872],
  ['repeated',              -0.025755],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
