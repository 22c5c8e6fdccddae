// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1211 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, mandats (307 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 307/307 right among 307 published of 307 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.082352],
  ['reading_rank',          2.395123],
  ['readings_share',        0.562244],
  ['from_new_name',         1.16017],
  ['from_label',            0.923731],
  ['from_debtor_label',     0.241835],
  ['from_identifier_block', 0.189202],
  ['from_introduction',     0.694267],
  ['from_body_block',       -0.045547],
  ['from_header_over_form', 0.547969],
  ['from_trader',           -0.185538],
  ['from_header',           -0.755006],
  ['from_first_company',    -1.107658],
  ['from_person_debtor',    -0.05385],
  ['from_name_before_form', 0.348273],
  ['in_header',             -0.374589],
  ['in_title',              0.079357],
  ['before_identifier',     -0.047107],
  ['after_identifier',      -0.038978],
  ['before_form',           0.095673],
  ['near_other_identifier', -0.757255],
  ['in_signature',          0],
  ['quoted',                0.46255],
  ['capitals',              0.443796],
  ['words',                 0.288507],
  ['one_word',              -0.376566],
  ['leading_form',          0.070507],
  ['form_inside',           0.022609],
  ['digits',                0.074633],
  ['person',                -0.253526],
  ['repeated',              -0.105255],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
