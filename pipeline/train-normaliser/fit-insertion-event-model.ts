/**
 * Fits the insertion event model: a conditional logit over the types a short insertion's words
 * agree with, a "none of them" alternative scoring 0, L2-regularised, deterministic, on every short
 * insertion (where the rules name a type too: a word's agreement and place are the same cues). The
 * least lead of the best type over the next and over "none" is calibrated on out-of-fold decisions
 * (each group decided by a model fitted on the other groups) for the precision asked; a type
 * published where the corpus expects none, or another, counts as wrong. Where the rules name no
 * type the fitted groups hold few insertions, so every short insertion's decision is calibrated on
 * with the words the rules read whole set aside (`whole_word` zeroed): the model is asked about cuts.
 */

import { INSERTION_EVENT_FEATURES, type InsertionEventModel } from '../../kernel/normalise/index.ts';
import { fitAbstainingLogit, type AbstainingLogitFit } from './fit-abstaining-logit.ts';
import type { ChoiceFitOptions } from './fit-choice-model.ts';
import type { InsertionEventTrainingSet } from './insertion-event-training-sets.ts';

export type InsertionEventFitOptions = ChoiceFitOptions;

export interface FittedInsertionEventModel {
  model: InsertionEventModel;
  calibration: AbstainingLogitFit['calibration'];
}

const DEFAULTS: Required<InsertionEventFitOptions> = { l2: 0.1, iterations: 25, precision: 0.99 };

export function fitInsertionEventModel(groups: ReadonlyArray<{ name: string; sets: readonly InsertionEventTrainingSet[] }>, options: InsertionEventFitOptions = {}): FittedInsertionEventModel {
  const fitted = fitAbstainingLogit(groups, INSERTION_EVENT_FEATURES.length, (set) => !set.typed, { ...DEFAULTS, ...options });
  return { model: { features: INSERTION_EVENT_FEATURES, weights: fitted.weights, threshold: fitted.threshold }, calibration: fitted.calibration };
}
