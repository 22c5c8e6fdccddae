// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices (481 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 473/481 right among 481 published of 481 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.706561],
  ['reading_rank',          2.887514],
  ['readings_share',        2.189094],
  ['from_new_name',         4.909688],
  ['from_label',            3.563301],
  ['from_debtor_label',     0.190857],
  ['from_identifier_block', -1.1129],
  ['from_introduction',     0.669708],
  ['from_body_block',       1.33058],
  ['from_header_over_form', 1.885656],
  ['from_trader',           4.203683],
  ['from_header',           -2.488484],
  ['from_first_company',    0.434445],
  ['from_person_debtor',    -5.802004],
  ['from_name_before_form', 0.346667],
  ['in_header',             0.440403],
  ['in_title',              -0.216481],
  ['before_identifier',     -0.04784],
  ['after_identifier',      -1.369105],
  ['before_form',           -0.07933],
  ['near_other_identifier', -4.163159],
  ['in_signature',          0],
  ['quoted',                0.569304],
  ['capitals',              1.430745],
  ['words',                 0.626887],
  ['one_word',              -4.085964],
  ['leading_form',          -0.106929],
  ['form_inside',           -0.053486],
  ['digits',                -0.185148],
  ['person',                -1.654251],
  ['repeated',              -0.159969],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
