// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
// Fitted on 2281 texts of the writer groups corpus, a, b, c, d, e, f, styles, layouts, variants, prints, drafters, classifieds, bulletins, cabinets, tribunaux, scans, annonces, etudes, plateformes, courants, sujets, provinciales, decisions, registres, saisies, ordinaires, dates, groupes, denominations, rectificatifs, mandats, journaux, fonds, civiles, liquidations, quotidiennes, succursales, horsujet, sommaires, semaines, conseils, fusions, capitaux, quinzaines, modifications, constitutions, mensuelles, dissolutions, transformations, trimestres, parts, locations, brousse, semestres, agences, assemblees, hebdomadaires, extraits, noms, annuelles, greffes, pacifique (1320 sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: 1317/1320 right among 1320 published of 1320 sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['rules_choice',    6.541414],
  ['precedence',      3.219087],
  ['heading_strong',  -0.55773],
  ['heading_first',   0.540317],
  ['body_strong',     2.37794],
  ['body_first',      0.222135],
  ['strong_count',    0.283624],
  ['weak',            -2.692346],
  ['weak_only',       -2.399909],
  ['weak_heading',    -0.396904],
  ['category',        0],
  ['rubric',          0.184106],
  ['merger_capital',  2.280543],
  ['earliest',        1.4462],
  ['position',        -9.234961],
  ['background_only', 0.86047],
  ['in_list_item',    3.883534],
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: 0,
};
