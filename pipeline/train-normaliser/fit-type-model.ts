/**
 * Fits the type model: a conditional logit over each set's candidate types (no "none": a notice
 * the rules type has a type, the question is which), L2-regularised, deterministic. The least
 * margin between the best two types is calibrated on out-of-fold decisions — each group decided
 * by a model fitted on the other groups — as the dénomination's is (calibrateNameThreshold); a set
 * none of whose candidates is the expected type counts as wrong.
 */

import { TYPE_FEATURES, type TypeModel } from '../../kernel/normalise/index.ts';
import { fitConditionalLogit, logitScores } from './conditional-logit.ts';
import { calibrateNameThreshold, type NameDecision } from './fit-name-model.ts';
import type { TypeTrainingSet } from './type-training-sets.ts';

export interface TypeFitOptions {
  l2?: number;
  iterations?: number;
  /** The share of published types that must be right, out of fold. */
  precision?: number;
}

const DEFAULTS: Required<TypeFitOptions> = { l2: 0.01, iterations: 25, precision: 0.99 };

export function fitTypeWeights(sets: readonly TypeTrainingSet[], options: TypeFitOptions = {}): number[] {
  const { l2, iterations } = { ...DEFAULTS, ...options };
  // A set whose expected type no rule proposed has no right candidate to learn.
  return fitConditionalLogit(sets.filter((s) => s.label !== null), TYPE_FEATURES.length, { l2, iterations, none: false });
}

/** Ties keep the rules' order (their pick first), as the reader does. */
export function decideType(w: readonly number[], set: TypeTrainingSet): NameDecision {
  const s = logitScores(w, set);
  let best = 0;
  for (let i = 1; i < s.length; i += 1) if (s[i]! > s[best]!) best = i;
  const second = Math.max(...s.filter((_, i) => i !== best));
  return { margin: s[best]! - second, right: best === set.label };
}

export interface FittedTypeModel {
  model: TypeModel;
  calibration: { sets: number; published: number; right: number; precision: number };
}

export function fitTypeModel(groups: ReadonlyArray<{ name: string; sets: readonly TypeTrainingSet[] }>, options: TypeFitOptions = {}): FittedTypeModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitTypeWeights(all, settings);
  const outOfFold =
    groups.length < 2
      ? all.map((set) => decideType(weights, set))
      : groups.flatMap((g) => {
          const w = fitTypeWeights(groups.filter((o) => o !== g).flatMap((o) => o.sets), settings);
          return g.sets.map((set) => decideType(w, set));
        });
  const threshold = calibrateNameThreshold(outOfFold, settings.precision);
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold);
  const right = published.filter((d) => d.right).length;
  return {
    model: { features: TYPE_FEATURES, weights, threshold },
    calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
