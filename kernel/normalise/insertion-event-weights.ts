// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4681 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires, prestataires, contreparties, tiers, gazetins, insulaires, condensees, compositeurs, matrices.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 3/3 right among 3 published of 32 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.253914],
  ['prefix',                -6.109044],
  ['skeleton',              -5.206646],
  ['cut',                   -5.913908],
  ['consonants_only',       1.667313],
  ['kept_share',            6.637776],
  ['at_head',               0.204519],
  ['head_cut',              -0.100641],
  ['opens_line',            -0.568737],
  ['opening_cut',           3.574344],
  ['before_digits_on_line', 0.330162],
  ['on_first_line',         0.34576],
  ['capitals',              1.237525],
  ['mark_after',            1.693429],
  ['colon_after',           -1.406274],
  ['value_after',           -0.983038],
  ['in_name_run',           -0.054088],
  ['lower_case',            0.035978],
  ['words',                 1.143264],
  ['later_whole',           1.720673],
  ['later_skeleton',        0.719044],
  ['head_agreement',        1.028845],
  ['other_types',           0.250915],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.791778,
};
