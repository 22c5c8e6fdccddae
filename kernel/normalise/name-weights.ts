// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (473 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 472/473 right among 473 published of 473 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.690715],
  ['reading_rank',          2.563405],
  ['readings_share',        0.527693],
  ['from_new_name',         1.468364],
  ['from_label',            0.860509],
  ['from_debtor_label',     0.133741],
  ['from_identifier_block', 0.356755],
  ['from_introduction',     0.58544],
  ['from_body_block',       0.061535],
  ['from_header_over_form', 0.185094],
  ['from_trader',           -0.148748],
  ['from_header',           -0.868743],
  ['from_first_company',    -0.738773],
  ['from_person_debtor',    -0.041425],
  ['from_name_before_form', 0.033672],
  ['in_header',             -0.305194],
  ['in_title',              -0.018005],
  ['before_identifier',     -0.002235],
  ['after_identifier',      -0.030291],
  ['before_form',           0.029016],
  ['near_other_identifier', -0.347886],
  ['in_signature',          0],
  ['quoted',                0.573985],
  ['capitals',              0.438318],
  ['words',                 0.252086],
  ['one_word',              -0.555561],
  ['leading_form',          0.142279],
  ['form_inside',           0.008789],
  ['digits',                -0.111278],
  ['person',                -0.204936],
  ['repeated',              -0.02344],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
