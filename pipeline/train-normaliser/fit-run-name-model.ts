/**
 * Fits the run name model: a conditional logit over a short insertion's runs in capitals with a
 * "none of them" alternative scoring 0 (a run may be no name), L2-regularised, deterministic,
 * on every short insertion (where the rules read a name too: the runs' cues are the same). The
 * least lead of the best run over the next run and over "none" is calibrated on the out-of-fold
 * decisions (each group decided by a model fitted on the other groups) of the insertions the
 * model is asked about, those where the rules read no name, for the precision asked; a run
 * published where the corpus expects none, or another one, counts as wrong.
 */

import { RUN_NAME_FEATURES, type RunNameModel } from '../../kernel/normalise/index.ts';
import { fitAbstainingLogit, type AbstainingLogitFit } from './fit-abstaining-logit.ts';
import type { ChoiceFitOptions } from './fit-choice-model.ts';
import type { RunNameTrainingSet } from './run-name-training-sets.ts';

export type RunNameFitOptions = ChoiceFitOptions;

export interface FittedRunNameModel {
  model: RunNameModel;
  calibration: AbstainingLogitFit['calibration'];
}

// Stronger than the choice models' 0.01: the runs' features are many flags on fewer, noisier sets.
const DEFAULTS: Required<RunNameFitOptions> = { l2: 0.1, iterations: 25, precision: 0.99 };

export function fitRunNameModel(groups: ReadonlyArray<{ name: string; sets: readonly RunNameTrainingSet[] }>, options: RunNameFitOptions = {}): FittedRunNameModel {
  const fitted = fitAbstainingLogit(groups, RUN_NAME_FEATURES.length, (set) => !set.named, { ...DEFAULTS, ...options });
  return { model: { features: RUN_NAME_FEATURES, weights: fitted.weights, threshold: fitted.threshold }, calibration: fitted.calibration };
}
