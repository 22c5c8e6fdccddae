// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (434 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 433/434 right among 434 published of 434 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.654694],
  ['reading_rank',          2.548456],
  ['readings_share',        0.540227],
  ['from_new_name',         1.492375],
  ['from_label',            0.801382],
  ['from_debtor_label',     0.141855],
  ['from_identifier_block', 0.337734],
  ['from_introduction',     0.582729],
  ['from_body_block',       0.058654],
  ['from_header_over_form', 0.193716],
  ['from_trader',           -0.096624],
  ['from_header',           -0.825415],
  ['from_first_company',    -0.733171],
  ['from_person_debtor',    -0.048853],
  ['from_name_before_form', 0.031091],
  ['in_header',             -0.292219],
  ['in_title',              0.009189],
  ['before_identifier',     -0.024672],
  ['after_identifier',      -0.027617],
  ['before_form',           0.014314],
  ['near_other_identifier', -0.353377],
  ['in_signature',          0],
  ['quoted',                0.555072],
  ['capitals',              0.431276],
  ['words',                 0.252756],
  ['one_word',              -0.549911],
  ['leading_form',          0.143127],
  ['form_inside',           0.007341],
  ['digits',                -0.115978],
  ['person',                -0.159772],
  ['repeated',              -0.000679],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
