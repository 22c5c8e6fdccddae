// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1241 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats (311 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 311/311 right among 311 published of 311 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.099483],
  ['reading_rank',          2.399707],
  ['readings_share',        0.560175],
  ['from_new_name',         1.184914],
  ['from_label',            0.913116],
  ['from_debtor_label',     0.236799],
  ['from_identifier_block', 0.183833],
  ['from_introduction',     0.691135],
  ['from_body_block',       -0.077081],
  ['from_header_over_form', 0.526461],
  ['from_trader',           -0.196115],
  ['from_header',           -0.77727],
  ['from_first_company',    -1.101803],
  ['from_person_debtor',    -0.051098],
  ['from_name_before_form', 0.346697],
  ['in_header',             -0.381168],
  ['in_title',              0.075917],
  ['before_identifier',     -0.052028],
  ['after_identifier',      -0.057005],
  ['before_form',           0.095328],
  ['near_other_identifier', -0.762903],
  ['in_signature',          0],
  ['quoted',                0.45334],
  ['capitals',              0.438342],
  ['words',                 0.283397],
  ['one_word',              -0.381276],
  ['leading_form',          0.063065],
  ['form_inside',           0.022819],
  ['digits',                0.07657],
  ['person',                -0.261841],
  ['repeated',              -0.061911],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
