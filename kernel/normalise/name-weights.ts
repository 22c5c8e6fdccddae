// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (348 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 343/346 right among 346 published of 348 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.841263],
  ['reading_rank',          3.132615],
  ['readings_share',        0.031197],
  ['from_new_name',         1.966607],
  ['from_label',            1.021054],
  ['from_debtor_label',     0.066203],
  ['from_identifier_block', -1.018781],
  ['from_introduction',     2.429095],
  ['from_body_block',       -0.697755],
  ['from_header_over_form', 3.009181],
  ['from_trader',           -0.145877],
  ['from_header',           -2.585824],
  ['from_first_company',    -2.210559],
  ['from_person_debtor',    0.001072],
  ['from_name_before_form', 0.480496],
  ['in_header',             -0.151814],
  ['in_title',              -0.076428],
  ['before_identifier',     -0.352554],
  ['after_identifier',      0.214827],
  ['before_form',           -0.128643],
  ['near_other_identifier', -1.954025],
  ['in_signature',          0],
  ['quoted',                1.558257],
  ['capitals',              2.254205],
  ['words',                 0.722147],
  ['one_word',              -0.609982],
  ['leading_form',          -0.857198],
  ['form_inside',           -4.744593],
  ['digits',                -0.374069],
  ['person',                -0.155061],
  ['repeated',              0.275329],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.626986,
};
