// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 3881 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique, mixtes, coquilles, immobilier, commerces, recueils, trimestriels, artisans, portail, holdings, gazettes, batiment, automobile, tourisme, colonnes, iles, cooperatives, professions, nickel, transports, elevage, numerique, finance, sante, negoce, telegraphiques, anciens, provinces, bulletinspdf, numerises, breves, tableaux, courriels, messages, depots, formulaires, guichets, courriers, insertions, entrefilets, lignes (458 sets of two names or more).
// Threshold calibrated on out-of-fold decisions: 457/458 right among 458 published of 458 sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['first_reading',         6.656116],
  ['reading_rank',          2.55258],
  ['readings_share',        0.541113],
  ['from_new_name',         1.442246],
  ['from_label',            0.871763],
  ['from_debtor_label',     0.13724],
  ['from_identifier_block', 0.316884],
  ['from_introduction',     0.56898],
  ['from_body_block',       0.088547],
  ['from_header_over_form', 0.196439],
  ['from_trader',           -0.14086],
  ['from_header',           -0.855461],
  ['from_first_company',    -0.764013],
  ['from_person_debtor',    -0.045868],
  ['from_name_before_form', 0.061203],
  ['in_header',             -0.307608],
  ['in_title',              -0.010936],
  ['before_identifier',     -0.043832],
  ['after_identifier',      -0.046753],
  ['before_form',           0.019604],
  ['near_other_identifier', -0.410032],
  ['in_signature',          0],
  ['quoted',                0.573762],
  ['capitals',              0.43738],
  ['words',                 0.228996],
  ['one_word',              -0.566054],
  ['leading_form',          0.145622],
  ['form_inside',           -0.014133],
  ['digits',                -0.107219],
  ['person',                -0.200048],
  ['repeated',              -0.063996],
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
