// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 1209 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs (308 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 308/308 right among 308 published of 308 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.095304],
  ['reading_rank',          2.391722],
  ['readings_share',        0.556082],
  ['from_new_name',         1.190142],
  ['from_label',            0.891052],
  ['from_debtor_label',     0.234642],
  ['from_identifier_block', 0.181179],
  ['from_introduction',     0.687039],
  ['from_body_block',       -0.083235],
  ['from_header_over_form', 0.529463],
  ['from_trader',           -0.196392],
  ['from_header',           -0.776838],
  ['from_first_company',    -1.102364],
  ['from_person_debtor',    -0.05046],
  ['from_name_before_form', 0.35544],
  ['in_header',             -0.382169],
  ['in_title',              0.076437],
  ['before_identifier',     -0.046923],
  ['after_identifier',      -0.055562],
  ['before_form',           0.106509],
  ['near_other_identifier', -0.761222],
  ['in_signature',          0],
  ['quoted',                0.457331],
  ['capitals',              0.439067],
  ['words',                 0.293871],
  ['one_word',              -0.381554],
  ['leading_form',          0.088843],
  ['form_inside',           0.022207],
  ['digits',                0.076415],
  ['person',                -0.261696],
  ['repeated',              -0.060883],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
