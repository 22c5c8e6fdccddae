// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, matrices (456 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 450/454 right among 454 published of 456 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.636831],
  ['reading_rank',          2.541458],
  ['readings_share',        1.493608],
  ['from_new_name',         4.181088],
  ['from_label',            3.146772],
  ['from_debtor_label',     0.235636],
  ['from_identifier_block', -1.41469],
  ['from_introduction',     1.115505],
  ['from_body_block',       1.099253],
  ['from_header_over_form', 2.424817],
  ['from_trader',           4.108458],
  ['from_header',           -2.513178],
  ['from_first_company',    -0.174647],
  ['from_person_debtor',    -5.515604],
  ['from_name_before_form', 0.18598],
  ['in_header',             0.290181],
  ['in_title',              -0.130912],
  ['before_identifier',     -0.043137],
  ['after_identifier',      -0.596818],
  ['before_form',           -0.329622],
  ['near_other_identifier', -4.031285],
  ['in_signature',          0],
  ['quoted',                0.205988],
  ['capitals',              2.048702],
  ['words',                 -0.423607],
  ['one_word',              -2.446716],
  ['leading_form',          0.052825],
  ['form_inside',           -0.053606],
  ['digits',                -0.359704],
  ['person',                -1.791281],
  ['repeated',              1.282679],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.305377,
};
