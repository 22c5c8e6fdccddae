// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1086 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, groupes (283 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 282/283 right among 283 published of 283 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.008403],
  ['reading_rank',          2.342462],
  ['readings_share',        0.541546],
  ['from_new_name',         1.17288],
  ['from_label',            0.880287],
  ['from_debtor_label',     0.243962],
  ['from_identifier_block', 0.165303],
  ['from_introduction',     0.695656],
  ['from_body_block',       -0.020016],
  ['from_header_over_form', 0.525859],
  ['from_trader',           -0.210505],
  ['from_header',           -0.755986],
  ['from_first_company',    -1.118377],
  ['from_person_debtor',    -0.053929],
  ['from_name_before_form', 0.410917],
  ['in_header',             -0.345199],
  ['in_title',              0.086093],
  ['before_identifier',     -0.064285],
  ['after_identifier',      0.002113],
  ['before_form',           0.13729],
  ['near_other_identifier', -0.765465],
  ['in_signature',          0],
  ['quoted',                0.463276],
  ['capitals',              0.463295],
  ['words',                 0.313172],
  ['one_word',              -0.338458],
  ['leading_form',          0.086009],
  ['form_inside',           0.023995],
  ['digits',                0.061808],
  ['person',                -0.281246],
  ['repeated',              -0.104423],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
