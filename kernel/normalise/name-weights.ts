// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2521 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, recueils, trimestriels, artisans, portail (346 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 340/343 right among 343 published of 346 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         5.840211],
  ['reading_rank',          3.130807],
  ['readings_share',        0.030377],
  ['from_new_name',         1.967832],
  ['from_label',            1.018412],
  ['from_debtor_label',     0.06588],
  ['from_identifier_block', -1.016959],
  ['from_introduction',     2.428425],
  ['from_body_block',       -0.699767],
  ['from_header_over_form', 3.00718],
  ['from_trader',           -0.148769],
  ['from_header',           -2.588103],
  ['from_first_company',    -2.211231],
  ['from_person_debtor',    0.001311],
  ['from_name_before_form', 0.482092],
  ['in_header',             -0.144214],
  ['in_title',              -0.077516],
  ['before_identifier',     -0.35795],
  ['after_identifier',      0.211719],
  ['before_form',           -0.124019],
  ['near_other_identifier', -1.946771],
  ['in_signature',          0],
  ['quoted',                1.55717],
  ['capitals',              2.253506],
  ['words',                 0.725578],
  ['one_word',              -0.609386],
  ['leading_form',          -0.854588],
  ['form_inside',           -4.745133],
  ['digits',                -0.374379],
  ['person',                -0.157928],
  ['repeated',              0.281581],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 1.2847,
};
