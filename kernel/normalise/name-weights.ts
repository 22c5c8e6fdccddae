// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2201 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, annuelles, greffes, pacifique (305 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 301/304 right among 304 published of 305 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.76893],
  ['reading_rank',          3.185791],
  ['readings_share',        0.00001],
  ['from_new_name',         1.903634],
  ['from_label',            0.954724],
  ['from_debtor_label',     0.063907],
  ['from_identifier_block', -1.033285],
  ['from_introduction',     2.340161],
  ['from_body_block',       -0.782229],
  ['from_header_over_form', 2.911497],
  ['from_trader',           -0.148772],
  ['from_header',           -2.626735],
  ['from_first_company',    -2.224221],
  ['from_person_debtor',    0.002533],
  ['from_name_before_form', 0.46318],
  ['in_header',             -0.139421],
  ['in_title',              -0.071464],
  ['before_identifier',     -0.276958],
  ['after_identifier',      0.227214],
  ['before_form',           -0.207586],
  ['near_other_identifier', -1.920532],
  ['in_signature',          0],
  ['quoted',                1.548051],
  ['capitals',              2.298199],
  ['words',                 0.800675],
  ['one_word',              -0.604659],
  ['leading_form',          -0.811419],
  ['form_inside',           -4.703458],
  ['digits',                0.111563],
  ['person',                -0.159233],
  ['repeated',              0.385458],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.177113,
};
