// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 2/2 right among 2 published of 35 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.51609],
  ['prefix',                -6.36686],
  ['skeleton',              -5.507336],
  ['cut',                   -6.199247],
  ['consonants_only',       1.732689],
  ['kept_share',            6.741212],
  ['at_head',               0.011246],
  ['head_cut',              -0.174534],
  ['opens_line',            -0.563844],
  ['opening_cut',           3.554816],
  ['before_digits_on_line', 0.365796],
  ['on_first_line',         0.446036],
  ['capitals',              1.308255],
  ['mark_after',            1.809713],
  ['colon_after',           -1.303683],
  ['value_after',           -1.002279],
  ['in_name_run',           -0.036227],
  ['lower_case',            0.084179],
  ['words',                 1.209993],
  ['later_whole',           1.69079],
  ['later_skeleton',        0.671125],
  ['head_agreement',        1.12637],
  ['other_types',           0.255642],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 4.05226,
};
