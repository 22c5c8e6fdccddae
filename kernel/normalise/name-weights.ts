// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1931 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, agences (283 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 283/283 right among 283 published of 283 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.321656],
  ['reading_rank',          2.440907],
  ['readings_share',        0.573054],
  ['from_new_name',         1.205806],
  ['from_label',            0.824958],
  ['from_debtor_label',     0.276486],
  ['from_identifier_block', 0.3376],
  ['from_introduction',     0.497244],
  ['from_body_block',       -0.025773],
  ['from_header_over_form', 0.427711],
  ['from_trader',           -0.098875],
  ['from_header',           -0.846343],
  ['from_first_company',    -0.755542],
  ['from_person_debtor',    -0.042322],
  ['from_name_before_form', 0.106645],
  ['in_header',             -0.456679],
  ['in_title',              0.068934],
  ['before_identifier',     -0.029269],
  ['after_identifier',      0.019613],
  ['before_form',           0.11346],
  ['near_other_identifier', -0.500268],
  ['in_signature',          0],
  ['quoted',                0.55568],
  ['capitals',              0.489516],
  ['words',                 0.293509],
  ['one_word',              -0.420933],
  ['leading_form',          0.108996],
  ['form_inside',           0.02261],
  ['digits',                -0.006048],
  ['person',                -0.159116],
  ['repeated',              -0.057621],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
