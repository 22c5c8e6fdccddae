// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1210 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, journaux (313 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 313/313 right among 313 published of 313 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.085261],
  ['reading_rank',          2.39684],
  ['readings_share',        0.556922],
  ['from_new_name',         1.167078],
  ['from_label',            0.917656],
  ['from_debtor_label',     0.238781],
  ['from_identifier_block', 0.184684],
  ['from_introduction',     0.691641],
  ['from_body_block',       -0.053057],
  ['from_header_over_form', 0.544422],
  ['from_trader',           -0.199012],
  ['from_header',           -0.754606],
  ['from_first_company',    -1.111809],
  ['from_person_debtor',    -0.05108],
  ['from_name_before_form', 0.361739],
  ['in_header',             -0.381291],
  ['in_title',              0.078847],
  ['before_identifier',     -0.046617],
  ['after_identifier',      -0.046858],
  ['before_form',           0.098142],
  ['near_other_identifier', -0.756508],
  ['in_signature',          0],
  ['quoted',                0.478658],
  ['capitals',              0.451486],
  ['words',                 0.303089],
  ['one_word',              -0.373619],
  ['leading_form',          0.10405],
  ['form_inside',           0.020863],
  ['digits',                0.08177],
  ['person',                -0.264679],
  ['repeated',              -0.099682],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
