// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2761 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, cooperatives, professions (387 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 385/387 right among 387 published of 387 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.417046],
  ['reading_rank',          3.77845],
  ['readings_share',        0.69381],
  ['from_new_name',         2.546872],
  ['from_label',            1.764135],
  ['from_debtor_label',     0.01124],
  ['from_identifier_block', -1.660669],
  ['from_introduction',     1.855377],
  ['from_body_block',       -0.65884],
  ['from_header_over_form', 2.770552],
  ['from_trader',           -0.097643],
  ['from_header',           -2.684539],
  ['from_first_company',    -1.100768],
  ['from_person_debtor',    0.001383],
  ['from_name_before_form', 1.153639],
  ['in_header',             -0.134281],
  ['in_title',              -0.078261],
  ['before_identifier',     0.332211],
  ['after_identifier',      0.360106],
  ['before_form',           0.382725],
  ['near_other_identifier', -3.476116],
  ['in_signature',          0],
  ['quoted',                1.385629],
  ['capitals',              2.169268],
  ['words',                 0.691826],
  ['one_word',              -0.886823],
  ['leading_form',          -0.828609],
  ['form_inside',           -4.583854],
  ['digits',                -0.36966],
  ['person',                -0.097975],
  ['repeated',              0.3211],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
