// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2111 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires (299 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 298/299 right among 299 published of 299 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.019827],
  ['reading_rank',          3.304911],
  ['readings_share',        -0.102798],
  ['from_new_name',         1.835515],
  ['from_label',            1.049755],
  ['from_debtor_label',     0.13562],
  ['from_identifier_block', -0.22992],
  ['from_introduction',     1.701095],
  ['from_body_block',       -1.309058],
  ['from_header_over_form', 2.383001],
  ['from_trader',           -0.556097],
  ['from_header',           -2.364003],
  ['from_first_company',    -1.146577],
  ['from_person_debtor',    0.022344],
  ['from_name_before_form', -0.213436],
  ['in_header',             0.113691],
  ['in_title',              -0.132843],
  ['before_identifier',     0.150962],
  ['after_identifier',      -0.110762],
  ['before_form',           -0.092566],
  ['near_other_identifier', -0.939793],
  ['in_signature',          0],
  ['quoted',                1.681074],
  ['capitals',              0.78969],
  ['words',                 1.251374],
  ['one_word',              -0.672117],
  ['leading_form',          -1.708093],
  ['form_inside',           -3.663255],
  ['digits',                0.027893],
  ['person',                -0.569376],
  ['repeated',              0.286379],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
