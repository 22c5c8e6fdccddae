// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 2/2 right among 2 published of 32 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.3283],
  ['prefix',                -6.179521],
  ['skeleton',              -5.192541],
  ['cut',                   -5.967375],
  ['consonants_only',       1.611909],
  ['kept_share',            6.697942],
  ['at_head',               0.122337],
  ['head_cut',              -0.052807],
  ['opens_line',            -0.592811],
  ['opening_cut',           3.602921],
  ['before_digits_on_line', 0.335254],
  ['on_first_line',         0.357411],
  ['capitals',              1.244262],
  ['mark_after',            1.691349],
  ['colon_after',           -1.378466],
  ['value_after',           -0.987223],
  ['in_name_run',           -0.056708],
  ['lower_case',            0.024338],
  ['words',                 1.165225],
  ['later_whole',           1.700825],
  ['later_skeleton',        0.705628],
  ['head_agreement',        1.044135],
  ['other_types',           0.251519],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 4.019547,
};
