// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2721 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, telegraphiques (380 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 378/380 right among 380 published of 380 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.28645],
  ['reading_rank',          3.580882],
  ['readings_share',        0.710341],
  ['from_new_name',         2.543951],
  ['from_label',            1.873031],
  ['from_debtor_label',     0.009036],
  ['from_identifier_block', -1.3243],
  ['from_introduction',     1.760636],
  ['from_body_block',       -0.738208],
  ['from_header_over_form', 2.951589],
  ['from_trader',           -0.151114],
  ['from_header',           -3.080723],
  ['from_first_company',    -1.250238],
  ['from_person_debtor',    0.002014],
  ['from_name_before_form', 1.40969],
  ['in_header',             -0.07795],
  ['in_title',              -0.111923],
  ['before_identifier',     0.304558],
  ['after_identifier',      0.320056],
  ['before_form',           0.356384],
  ['near_other_identifier', -3.243223],
  ['in_signature',          0],
  ['quoted',                1.365303],
  ['capitals',              2.10295],
  ['words',                 0.48845],
  ['one_word',              -0.902789],
  ['leading_form',          -0.775583],
  ['form_inside',           -4.575141],
  ['digits',                -0.343052],
  ['person',                -0.151563],
  ['repeated',              0.327645],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
