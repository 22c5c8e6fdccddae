// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 1/1 right among 1 published of 25 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.824143],
  ['prefix',                -6.74042],
  ['skeleton',              -5.83618],
  ['cut',                   -6.513866],
  ['consonants_only',       1.792711],
  ['kept_share',            7.00905],
  ['at_head',               -0.7885],
  ['head_cut',              0.016216],
  ['opens_line',            -0.491591],
  ['opening_cut',           3.344149],
  ['before_digits_on_line', 0.407499],
  ['on_first_line',         0.325387],
  ['capitals',              1.485914],
  ['mark_after',            2.148511],
  ['colon_after',           -1.365913],
  ['value_after',           -0.992338],
  ['in_name_run',           0.051658],
  ['lower_case',            0.050899],
  ['words',                 1.449151],
  ['later_whole',           1.502778],
  ['later_skeleton',        0.463061],
  ['head_agreement',        1.682349],
  ['other_types',           0.247954],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.92017,
};
