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
import { fitConditionalLogit, logitScores, type LogitSet } from './conditional-logit.ts';
import { calibrateChoiceThreshold, type ChoiceDecision, type ChoiceFitOptions } from './fit-choice-model.ts';
import type { RunNameTrainingSet } from './run-name-training-sets.ts';

export type RunNameFitOptions = ChoiceFitOptions;

export interface FittedRunNameModel {
  model: RunNameModel;
  calibration: { sets: number; published: number; right: number; precision: number };
}

// Stronger than the choice models' 0.01: the runs' features are many flags on fewer, noisier sets.
const DEFAULTS: Required<RunNameFitOptions> = { l2: 0.1, iterations: 25, precision: 0.99 };

function fitWeights(sets: readonly LogitSet[], options: Required<RunNameFitOptions>): number[] {
  return fitConditionalLogit(sets, RUN_NAME_FEATURES.length, { l2: options.l2, iterations: options.iterations, none: true });
}

/** The best run's lead over the next run and over "none" (0), and whether it is the expected one. */
export function decideRunName(w: readonly number[], set: LogitSet): ChoiceDecision {
  const s = logitScores(w, set);
  let best = 0;
  for (let i = 1; i < s.length; i += 1) if (s[i]! > s[best]!) best = i;
  const next = Math.max(0, ...s.filter((_, i) => i !== best));
  return { margin: s[best]! - next, right: best === set.label };
}

export function fitRunNameModel(groups: ReadonlyArray<{ name: string; sets: readonly RunNameTrainingSet[] }>, options: RunNameFitOptions = {}): FittedRunNameModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitWeights(all, settings);
  const asked = (sets: readonly RunNameTrainingSet[]): RunNameTrainingSet[] => sets.filter((s) => !s.named);
  const outOfFold =
    groups.length < 2
      ? asked(all).map((set) => decideRunName(weights, set))
      : groups.flatMap((g) => {
          if (asked(g.sets).length === 0) return [];
          const w = fitWeights(groups.filter((o) => o !== g).flatMap((o) => o.sets), settings);
          return asked(g.sets).map((set) => decideRunName(w, set));
        });
  const threshold = calibrateChoiceThreshold(outOfFold, settings.precision);
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold);
  const right = published.filter((d) => d.right).length;
  return {
    model: { features: RUN_NAME_FEATURES, weights, threshold },
    calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
