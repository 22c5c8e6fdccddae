// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (484 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 476/484 right among 484 published of 484 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.716735],
  ['reading_rank',          2.889746],
  ['readings_share',        2.184139],
  ['from_new_name',         4.901721],
  ['from_label',            3.559474],
  ['from_debtor_label',     0.187682],
  ['from_identifier_block', -1.115612],
  ['from_introduction',     0.686564],
  ['from_body_block',       1.335822],
  ['from_header_over_form', 1.881687],
  ['from_trader',           4.20937],
  ['from_header',           -2.487562],
  ['from_first_company',    0.427481],
  ['from_person_debtor',    -5.807313],
  ['from_name_before_form', 0.357552],
  ['in_header',             0.448233],
  ['in_title',              -0.211934],
  ['before_identifier',     -0.049709],
  ['after_identifier',      -1.368084],
  ['before_form',           -0.09164],
  ['near_other_identifier', -4.162327],
  ['in_signature',          0],
  ['quoted',                0.576294],
  ['capitals',              1.430331],
  ['words',                 0.6307],
  ['one_word',              -4.084589],
  ['leading_form',          -0.107893],
  ['form_inside',           -0.053301],
  ['digits',                -0.192441],
  ['person',                -1.652816],
  ['repeated',              -0.161152],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
