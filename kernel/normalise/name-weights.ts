// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2801 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, finance, sante, negoce (405 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 402/405 right among 405 published of 405 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.277864],
  ['reading_rank',          3.597834],
  ['readings_share',        0.71579],
  ['from_new_name',         2.574912],
  ['from_label',            1.832947],
  ['from_debtor_label',     0.010004],
  ['from_identifier_block', -1.318073],
  ['from_introduction',     1.789663],
  ['from_body_block',       -0.737019],
  ['from_header_over_form', 2.989657],
  ['from_trader',           -0.142478],
  ['from_header',           -3.067666],
  ['from_first_company',    -1.263552],
  ['from_person_debtor',    0.001746],
  ['from_name_before_form', 1.412053],
  ['in_header',             -0.114346],
  ['in_title',              -0.082161],
  ['before_identifier',     0.279019],
  ['after_identifier',      0.32931],
  ['before_form',           0.351512],
  ['near_other_identifier', -3.24916],
  ['in_signature',          0],
  ['quoted',                1.320939],
  ['capitals',              2.125813],
  ['words',                 0.459037],
  ['one_word',              -0.890616],
  ['leading_form',          -0.80258],
  ['form_inside',           -4.552896],
  ['digits',                -0.332838],
  ['person',                -0.142931],
  ['repeated',              0.23624],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
