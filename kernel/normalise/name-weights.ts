// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1149 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, denominations (300 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 299/300 right among 300 published of 300 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.062756],
  ['reading_rank',          2.387353],
  ['readings_share',        0.548759],
  ['from_new_name',         1.164729],
  ['from_label',            0.900799],
  ['from_debtor_label',     0.24098],
  ['from_identifier_block', 0.170371],
  ['from_introduction',     0.686198],
  ['from_body_block',       -0.022135],
  ['from_header_over_form', 0.539953],
  ['from_trader',           -0.177294],
  ['from_header',           -0.761737],
  ['from_first_company',    -1.106638],
  ['from_person_debtor',    -0.054334],
  ['from_name_before_form', 0.342519],
  ['in_header',             -0.379763],
  ['in_title',              0.066681],
  ['before_identifier',     -0.048975],
  ['after_identifier',      -0.041809],
  ['before_form',           0.137362],
  ['near_other_identifier', -0.77479],
  ['in_signature',          0],
  ['quoted',                0.501984],
  ['capitals',              0.44554],
  ['words',                 0.286914],
  ['one_word',              -0.346486],
  ['leading_form',          0.055359],
  ['form_inside',           0.02299],
  ['digits',                0.076409],
  ['person',                -0.24574],
  ['repeated',              -0.105878],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
