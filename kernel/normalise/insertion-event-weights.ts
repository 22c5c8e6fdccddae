// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 2/2 right among 2 published of 31 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.417709],
  ['prefix',                -6.21128],
  ['skeleton',              -5.285179],
  ['cut',                   -5.982696],
  ['consonants_only',       1.668986],
  ['kept_share',            6.818501],
  ['at_head',               0.252611],
  ['head_cut',              -0.081936],
  ['opens_line',            -0.57982],
  ['opening_cut',           3.583478],
  ['before_digits_on_line', 0.321428],
  ['on_first_line',         0.342211],
  ['capitals',              1.287897],
  ['mark_after',            1.718333],
  ['colon_after',           -1.404022],
  ['value_after',           -1.100166],
  ['in_name_run',           -0.08039],
  ['lower_case',            0.020811],
  ['words',                 1.161336],
  ['later_whole',           1.723254],
  ['later_skeleton',        0.726275],
  ['head_agreement',        0.926512],
  ['other_types',           0.24642],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 4.07056,
};
