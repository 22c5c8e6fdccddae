// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 3/3 right among 3 published of 32 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.341036],
  ['prefix',                -6.184905],
  ['skeleton',              -5.19356],
  ['cut',                   -5.97289],
  ['consonants_only',       1.613594],
  ['kept_share',            6.687655],
  ['at_head',               0.167671],
  ['head_cut',              -0.088844],
  ['opens_line',            -0.580569],
  ['opening_cut',           3.586754],
  ['before_digits_on_line', 0.361861],
  ['on_first_line',         0.355928],
  ['capitals',              1.236973],
  ['mark_after',            1.694391],
  ['colon_after',           -1.38102],
  ['value_after',           -0.990136],
  ['in_name_run',           -0.052236],
  ['lower_case',            0.035776],
  ['words',                 1.159276],
  ['later_whole',           1.705154],
  ['later_skeleton',        0.706931],
  ['head_agreement',        1.030682],
  ['other_types',           0.249316],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.766488,
};
