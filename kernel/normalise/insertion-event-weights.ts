// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 3/3 right among 3 published of 32 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.253974],
  ['prefix',                -6.109107],
  ['skeleton',              -5.206695],
  ['cut',                   -5.913984],
  ['consonants_only',       1.667291],
  ['kept_share',            6.637747],
  ['at_head',               0.204803],
  ['head_cut',              -0.100737],
  ['opens_line',            -0.568746],
  ['opening_cut',           3.57435],
  ['before_digits_on_line', 0.330154],
  ['on_first_line',         0.345787],
  ['capitals',              1.237529],
  ['mark_after',            1.6934],
  ['colon_after',           -1.406254],
  ['value_after',           -0.983045],
  ['in_name_run',           -0.054103],
  ['lower_case',            0.035978],
  ['words',                 1.143275],
  ['later_whole',           1.720656],
  ['later_skeleton',        0.718992],
  ['head_agreement',        1.028559],
  ['other_types',           0.250948],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.791689,
};
