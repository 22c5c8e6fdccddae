// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1861 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, parts (268 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 268/268 right among 268 published of 268 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.305022],
  ['reading_rank',          2.427662],
  ['readings_share',        0.566397],
  ['from_new_name',         1.204278],
  ['from_label',            0.826845],
  ['from_debtor_label',     0.271331],
  ['from_identifier_block', 0.340133],
  ['from_introduction',     0.485749],
  ['from_body_block',       -0.043095],
  ['from_header_over_form', 0.41239],
  ['from_trader',           -0.092626],
  ['from_header',           -0.821387],
  ['from_first_company',    -0.748971],
  ['from_person_debtor',    -0.045551],
  ['from_name_before_form', 0.094113],
  ['in_header',             -0.436559],
  ['in_title',              0.070675],
  ['before_identifier',     -0.038252],
  ['after_identifier',      0.006505],
  ['before_form',           0.102241],
  ['near_other_identifier', -0.475018],
  ['in_signature',          0],
  ['quoted',                0.551129],
  ['capitals',              0.486499],
  ['words',                 0.292657],
  ['one_word',              -0.390773],
  ['leading_form',          0.109937],
  ['form_inside',           0.03603],
  ['digits',                0.015842],
  ['person',                -0.15654],
  ['repeated',              -0.083975],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
