// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 2/2 right among 2 published of 35 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.522925],
  ['prefix',                -6.357002],
  ['skeleton',              -5.505758],
  ['cut',                   -6.200263],
  ['consonants_only',       1.733937],
  ['kept_share',            6.720067],
  ['at_head',               0.006834],
  ['head_cut',              -0.175131],
  ['opens_line',            -0.540378],
  ['opening_cut',           3.523796],
  ['before_digits_on_line', 0.340194],
  ['on_first_line',         0.450366],
  ['capitals',              1.323874],
  ['mark_after',            1.818586],
  ['colon_after',           -1.294432],
  ['value_after',           -0.990522],
  ['in_name_run',           -0.033293],
  ['lower_case',            0.106602],
  ['words',                 1.226024],
  ['later_whole',           1.691296],
  ['later_skeleton',        0.673927],
  ['head_agreement',        1.132887],
  ['other_types',           0.254509],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 4.053368,
};
