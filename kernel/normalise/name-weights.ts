// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2151 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, mixtes (305 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 304/305 right among 305 published of 305 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.019789],
  ['reading_rank',          3.310749],
  ['readings_share',        -0.106374],
  ['from_new_name',         1.856624],
  ['from_label',            1.045626],
  ['from_debtor_label',     0.137539],
  ['from_identifier_block', -0.226583],
  ['from_introduction',     1.707489],
  ['from_body_block',       -1.307719],
  ['from_header_over_form', 2.386071],
  ['from_trader',           -0.55541],
  ['from_header',           -2.368632],
  ['from_first_company',    -1.159654],
  ['from_person_debtor',    0.021594],
  ['from_name_before_form', -0.230448],
  ['in_header',             0.105364],
  ['in_title',              -0.132189],
  ['before_identifier',     0.146503],
  ['after_identifier',      -0.112143],
  ['before_form',           -0.096518],
  ['near_other_identifier', -0.937571],
  ['in_signature',          0],
  ['quoted',                1.671714],
  ['capitals',              0.791853],
  ['words',                 1.250688],
  ['one_word',              -0.66954],
  ['leading_form',          -1.7154],
  ['form_inside',           -3.665043],
  ['digits',                0.027779],
  ['person',                -0.569021],
  ['repeated',              0.286305],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
