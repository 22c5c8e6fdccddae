// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (352 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 348/351 right among 351 published of 352 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.160052],
  ['reading_rank',          3.01609],
  ['readings_share',        -0.032362],
  ['from_new_name',         1.918688],
  ['from_label',            0.975938],
  ['from_debtor_label',     0.027651],
  ['from_identifier_block', -0.859798],
  ['from_introduction',     2.429848],
  ['from_body_block',       -0.791976],
  ['from_header_over_form', 2.767664],
  ['from_trader',           -0.211059],
  ['from_header',           -2.936696],
  ['from_first_company',    -2.196951],
  ['from_person_debtor',    0.00452],
  ['from_name_before_form', 0.550781],
  ['in_header',             0.260846],
  ['in_title',              -0.118567],
  ['before_identifier',     -0.254448],
  ['after_identifier',      0.265749],
  ['before_form',           0.06088],
  ['near_other_identifier', -1.962481],
  ['in_signature',          0],
  ['quoted',                1.488219],
  ['capitals',              2.245212],
  ['words',                 0.535203],
  ['one_word',              -0.784601],
  ['leading_form',          -0.76115],
  ['form_inside',           -4.775056],
  ['digits',                -0.379703],
  ['person',                -0.216358],
  ['repeated',              0.355845],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0.325836,
};
