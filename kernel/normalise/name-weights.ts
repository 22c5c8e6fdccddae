// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4481 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers (465 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 461/465 right among 465 published of 465 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.859612],
  ['reading_rank',          2.406966],
  ['readings_share',        0.352606],
  ['from_new_name',         1.988029],
  ['from_label',            1.227305],
  ['from_debtor_label',     0.053989],
  ['from_identifier_block', -0.318889],
  ['from_introduction',     -0.299965],
  ['from_body_block',       0.204815],
  ['from_header_over_form', -0.328121],
  ['from_trader',           0.022714],
  ['from_header',           -1.046897],
  ['from_first_company',    -0.778421],
  ['from_person_debtor',    0.026614],
  ['from_name_before_form', 0.790488],
  ['in_header',             -0.341433],
  ['in_title',              -0.058496],
  ['before_identifier',     0.881027],
  ['after_identifier',      -1.276391],
  ['before_form',           -0.291337],
  ['near_other_identifier', -2.014057],
  ['in_signature',          0],
  ['quoted',                0.905442],
  ['capitals',              1.708386],
  ['words',                 0.775696],
  ['one_word',              -2.391196],
  ['leading_form',          0.022248],
  ['form_inside',           -0.030863],
  ['digits',                -0.446211],
  ['person',                0.020709],
  ['repeated',              1.480373],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
