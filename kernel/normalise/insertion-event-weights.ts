// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves, tablees, cadres, personnesmorales, societaires, tabulaires, directoires, groupements, partenaires.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: 1/1 right among 1 published of 24 sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['whole_word',            -7.951767],
  ['prefix',                -6.881111],
  ['skeleton',              -5.954841],
  ['cut',                   -6.625353],
  ['consonants_only',       1.723511],
  ['kept_share',            7.035644],
  ['at_head',               -0.811813],
  ['head_cut',              0.003599],
  ['opens_line',            -0.487929],
  ['opening_cut',           3.400467],
  ['before_digits_on_line', 0.41536],
  ['on_first_line',         0.324339],
  ['capitals',              1.522709],
  ['mark_after',            2.13972],
  ['colon_after',           -1.370754],
  ['value_after',           -0.975825],
  ['in_name_run',           0.039345],
  ['lower_case',            0.055712],
  ['words',                 1.54806],
  ['later_whole',           1.455488],
  ['later_skeleton',        0.424362],
  ['head_agreement',        1.69563],
  ['other_types',           0.245657],
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 3.904057,
};
