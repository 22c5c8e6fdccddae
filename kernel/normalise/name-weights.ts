// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, noms (300 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 299/300 right among 300 published of 300 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.022186],
  ['reading_rank',          3.310907],
  ['readings_share',        -0.109397],
  ['from_new_name',         1.819099],
  ['from_label',            1.077382],
  ['from_debtor_label',     0.134641],
  ['from_identifier_block', -0.229622],
  ['from_introduction',     1.697198],
  ['from_body_block',       -1.307798],
  ['from_header_over_form', 2.386119],
  ['from_trader',           -0.55645],
  ['from_header',           -2.36933],
  ['from_first_company',    -1.153169],
  ['from_person_debtor',    0.020454],
  ['from_name_before_form', -0.206171],
  ['in_header',             0.114242],
  ['in_title',              -0.129728],
  ['before_identifier',     0.140042],
  ['after_identifier',      -0.078082],
  ['before_form',           -0.090599],
  ['near_other_identifier', -0.944623],
  ['in_signature',          0],
  ['quoted',                1.682132],
  ['capitals',              0.77875],
  ['words',                 1.240598],
  ['one_word',              -0.680062],
  ['leading_form',          -1.709711],
  ['form_inside',           -3.670305],
  ['digits',                0.027393],
  ['person',                -0.570436],
  ['repeated',              0.277171],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
