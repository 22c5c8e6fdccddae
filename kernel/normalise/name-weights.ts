// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (480 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 472/480 right among 480 published of 480 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.715674],
  ['reading_rank',          2.889622],
  ['readings_share',        2.188148],
  ['from_new_name',         4.901451],
  ['from_label',            3.548755],
  ['from_debtor_label',     0.188021],
  ['from_identifier_block', -1.118205],
  ['from_introduction',     0.687171],
  ['from_body_block',       1.339034],
  ['from_header_over_form', 1.881674],
  ['from_trader',           4.216368],
  ['from_header',           -2.486333],
  ['from_first_company',    0.427252],
  ['from_person_debtor',    -5.800408],
  ['from_name_before_form', 0.359601],
  ['in_header',             0.452232],
  ['in_title',              -0.213176],
  ['before_identifier',     -0.056067],
  ['after_identifier',      -1.368925],
  ['before_form',           -0.093197],
  ['near_other_identifier', -4.157271],
  ['in_signature',          0],
  ['quoted',                0.577649],
  ['capitals',              1.432474],
  ['words',                 0.628909],
  ['one_word',              -4.084806],
  ['leading_form',          -0.107659],
  ['form_inside',           -0.052556],
  ['digits',                -0.190103],
  ['person',                -1.63788],
  ['repeated',              -0.15788],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
