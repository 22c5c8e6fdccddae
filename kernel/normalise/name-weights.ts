// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (444 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 443/444 right among 444 published of 444 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.673147],
  ['reading_rank',          2.549367],
  ['readings_share',        0.542938],
  ['from_new_name',         1.492509],
  ['from_label',            0.809428],
  ['from_debtor_label',     0.135999],
  ['from_identifier_block', 0.345596],
  ['from_introduction',     0.573892],
  ['from_body_block',       0.068071],
  ['from_header_over_form', 0.188159],
  ['from_trader',           -0.10382],
  ['from_header',           -0.852114],
  ['from_first_company',    -0.722861],
  ['from_person_debtor',    -0.046986],
  ['from_name_before_form', 0.035836],
  ['in_header',             -0.295192],
  ['in_title',              0.014422],
  ['before_identifier',     -0.001353],
  ['after_identifier',      -0.01921],
  ['before_form',           0.029875],
  ['near_other_identifier', -0.349597],
  ['in_signature',          0],
  ['quoted',                0.557408],
  ['capitals',              0.422087],
  ['words',                 0.237114],
  ['one_word',              -0.546584],
  ['leading_form',          0.141522],
  ['form_inside',           0.006765],
  ['digits',                -0.110968],
  ['person',                -0.164785],
  ['repeated',              -0.016298],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
