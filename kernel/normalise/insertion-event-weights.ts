// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 2/2 right among 2 published of 32 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.433869],
  ['prefix',                -6.254613],
  ['skeleton',              -5.4188],
  ['cut',                   -6.054661],
  ['consonants_only',       1.731926],
  ['kept_share',            6.743812],
  ['at_head',               0.020014],
  ['head_cut',              -0.143183],
  ['opens_line',            -0.607553],
  ['opening_cut',           3.57017],
  ['before_digits_on_line', 0.399389],
  ['on_first_line',         0.373038],
  ['capitals',              1.205418],
  ['mark_after',            1.754729],
  ['colon_after',           -1.355493],
  ['value_after',           -0.991325],
  ['in_name_run',           -0.009873],
  ['lower_case',            0.01467],
  ['words',                 1.189263],
  ['later_whole',           1.697445],
  ['later_skeleton',        0.653487],
  ['head_agreement',        1.181869],
  ['other_types',           0.250558],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 4.000596,
};
