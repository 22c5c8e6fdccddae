// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 4041 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes, grilles, bordereaux, teleservices, releves (457 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 456/457 right among 457 published of 457 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.685032],
  ['reading_rank',          2.54623],
  ['readings_share',        0.534349],
  ['from_new_name',         1.481609],
  ['from_label',            0.821648],
  ['from_debtor_label',     0.134228],
  ['from_identifier_block', 0.354155],
  ['from_introduction',     0.588838],
  ['from_body_block',       0.062575],
  ['from_header_over_form', 0.192882],
  ['from_trader',           -0.114873],
  ['from_header',           -0.867884],
  ['from_first_company',    -0.728817],
  ['from_person_debtor',    -0.045631],
  ['from_name_before_form', 0.028711],
  ['in_header',             -0.297798],
  ['in_title',              -0.018884],
  ['before_identifier',     0.008075],
  ['after_identifier',      -0.020624],
  ['before_form',           0.026687],
  ['near_other_identifier', -0.35008],
  ['in_signature',          0],
  ['quoted',                0.583136],
  ['capitals',              0.415879],
  ['words',                 0.240097],
  ['one_word',              -0.573965],
  ['leading_form',          0.144974],
  ['form_inside',           0.010943],
  ['digits',                -0.110303],
  ['person',                -0.174422],
  ['repeated',              -0.020837],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
