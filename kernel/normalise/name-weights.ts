// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3361 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, bulletinspdf, numerises (445 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 442/445 right among 445 published of 445 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.360666],
  ['reading_rank',          3.869759],
  ['readings_share',        0.688048],
  ['from_new_name',         2.691001],
  ['from_label',            1.796308],
  ['from_debtor_label',     0.008797],
  ['from_identifier_block', -1.80213],
  ['from_introduction',     1.753336],
  ['from_body_block',       -0.54512],
  ['from_header_over_form', 2.698252],
  ['from_trader',           -0.087253],
  ['from_header',           -2.652937],
  ['from_first_company',    -1.13209],
  ['from_person_debtor',    0.001326],
  ['from_name_before_form', 1.145748],
  ['in_header',             0.073016],
  ['in_title',              -0.125389],
  ['before_identifier',     0.463281],
  ['after_identifier',      0.155492],
  ['before_form',           0.312154],
  ['near_other_identifier', -3.430745],
  ['in_signature',          0],
  ['quoted',                1.333314],
  ['capitals',              2.171308],
  ['words',                 0.660697],
  ['one_word',              -1.058297],
  ['leading_form',          -0.963447],
  ['form_inside',           -4.560578],
  ['digits',                -0.449456],
  ['person',                -0.08756],
  ['repeated',              0.282847],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
