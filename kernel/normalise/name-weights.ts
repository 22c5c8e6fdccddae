// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (477 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 469/477 right among 477 published of 477 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.705498],
  ['reading_rank',          2.887382],
  ['readings_share',        2.193107],
  ['from_new_name',         4.909428],
  ['from_label',            3.552594],
  ['from_debtor_label',     0.191202],
  ['from_identifier_block', -1.115479],
  ['from_introduction',     0.670338],
  ['from_body_block',       1.333785],
  ['from_header_over_form', 1.885621],
  ['from_trader',           4.210656],
  ['from_header',           -2.48725],
  ['from_first_company',    0.434206],
  ['from_person_debtor',    -5.795116],
  ['from_name_before_form', 0.348721],
  ['in_header',             0.44439],
  ['in_title',              -0.217741],
  ['before_identifier',     -0.054197],
  ['after_identifier',      -1.36993],
  ['before_form',           -0.080894],
  ['near_other_identifier', -4.1581],
  ['in_signature',          0],
  ['quoted',                0.570646],
  ['capitals',              1.4329],
  ['words',                 0.625071],
  ['one_word',              -4.086182],
  ['leading_form',          -0.106698],
  ['form_inside',           -0.052734],
  ['digits',                -0.182812],
  ['person',                -1.639341],
  ['repeated',              -0.1567],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
