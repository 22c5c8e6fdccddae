// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2071 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees (294 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 293/294 right among 294 published of 294 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.013676],
  ['reading_rank',          3.303547],
  ['readings_share',        -0.107959],
  ['from_new_name',         1.834624],
  ['from_label',            1.052769],
  ['from_debtor_label',     0.134498],
  ['from_identifier_block', -0.233123],
  ['from_introduction',     1.695362],
  ['from_body_block',       -1.306698],
  ['from_header_over_form', 2.381815],
  ['from_trader',           -0.556932],
  ['from_header',           -2.368146],
  ['from_first_company',    -1.147795],
  ['from_person_debtor',    0.02242],
  ['from_name_before_form', -0.215595],
  ['in_header',             0.121788],
  ['in_title',              -0.134195],
  ['before_identifier',     0.156049],
  ['after_identifier',      -0.109493],
  ['before_form',           -0.086072],
  ['near_other_identifier', -0.940442],
  ['in_signature',          0],
  ['quoted',                1.680088],
  ['capitals',              0.788035],
  ['words',                 1.245845],
  ['one_word',              -0.678365],
  ['leading_form',          -1.69957],
  ['form_inside',           -3.663554],
  ['digits',                0.028015],
  ['person',                -0.570344],
  ['repeated',              0.285952],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
