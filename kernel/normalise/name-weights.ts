// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles (387 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 384/387 right among 387 published of 387 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.168079],
  ['reading_rank',          3.65403],
  ['readings_share',        0.689216],
  ['from_new_name',         2.656245],
  ['from_label',            1.874023],
  ['from_debtor_label',     0.008835],
  ['from_identifier_block', -1.382215],
  ['from_introduction',     1.73611],
  ['from_body_block',       -0.6404],
  ['from_header_over_form', 2.845414],
  ['from_trader',           -0.170312],
  ['from_header',           -3.034658],
  ['from_first_company',    -1.319461],
  ['from_person_debtor',    0.00216],
  ['from_name_before_form', 1.324913],
  ['in_header',             0.096086],
  ['in_title',              -0.10092],
  ['before_identifier',     0.422136],
  ['after_identifier',      0.209373],
  ['before_form',           0.358431],
  ['near_other_identifier', -3.189011],
  ['in_signature',          0],
  ['quoted',                1.371711],
  ['capitals',              2.11279],
  ['words',                 0.41712],
  ['one_word',              -1.100487],
  ['leading_form',          -0.892182],
  ['form_inside',           -4.525604],
  ['digits',                -0.357006],
  ['person',                -0.170776],
  ['repeated',              0.290174],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
