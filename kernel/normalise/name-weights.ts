// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (478 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 472/478 right among 478 published of 478 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.721837],
  ['reading_rank',          2.923287],
  ['readings_share',        2.184591],
  ['from_new_name',         4.997494],
  ['from_label',            3.599556],
  ['from_debtor_label',     0.183407],
  ['from_identifier_block', -1.168257],
  ['from_introduction',     0.592719],
  ['from_body_block',       1.300983],
  ['from_header_over_form', 1.970682],
  ['from_trader',           4.20466],
  ['from_header',           -2.506189],
  ['from_first_company',    0.454517],
  ['from_person_debtor',    -5.824724],
  ['from_name_before_form', 0.267654],
  ['in_header',             0.386431],
  ['in_title',              -0.191432],
  ['before_identifier',     0.097883],
  ['after_identifier',      -1.572931],
  ['before_form',           -0.092967],
  ['near_other_identifier', -4.21865],
  ['in_signature',          0],
  ['quoted',                0.521502],
  ['capitals',              1.448441],
  ['words',                 0.581047],
  ['one_word',              -3.927015],
  ['leading_form',          -0.072934],
  ['form_inside',           -0.782346],
  ['digits',                -0.155967],
  ['person',                -1.67391],
  ['repeated',              -0.178301],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
