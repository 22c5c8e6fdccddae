// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, colonnes, iles (373 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 370/373 right among 373 published of 373 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.164052],
  ['reading_rank',          3.647039],
  ['readings_share',        0.688432],
  ['from_new_name',         2.657486],
  ['from_label',            1.875379],
  ['from_debtor_label',     0.008899],
  ['from_identifier_block', -1.385772],
  ['from_introduction',     1.733528],
  ['from_body_block',       -0.639862],
  ['from_header_over_form', 2.842113],
  ['from_trader',           -0.176288],
  ['from_header',           -3.027281],
  ['from_first_company',    -1.320022],
  ['from_person_debtor',    0.002223],
  ['from_name_before_form', 1.323335],
  ['in_header',             0.101737],
  ['in_title',              -0.1017],
  ['before_identifier',     0.42449],
  ['after_identifier',      0.207735],
  ['before_form',           0.354011],
  ['near_other_identifier', -3.190992],
  ['in_signature',          0],
  ['quoted',                1.370139],
  ['capitals',              2.116706],
  ['words',                 0.418576],
  ['one_word',              -1.103489],
  ['leading_form',          -0.896018],
  ['form_inside',           -4.522252],
  ['digits',                -0.358783],
  ['person',                -0.176749],
  ['repeated',              0.290438],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
