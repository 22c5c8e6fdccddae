/**
 * Fits the date model as the type's (fit-type-model.ts): a conditional logit over each set's
 * different dates (no "none"), L2-regularised, deterministic, the least margin calibrated on
 * out-of-fold decisions for the precision asked.
 */

import { DATE_FEATURES, type DateModel } from '../../kernel/normalise/index.ts';
import { fitConditionalLogit } from './conditional-logit.ts';
import { calibrateNameThreshold } from './fit-name-model.ts';
import { decideType } from './fit-type-model.ts';
import type { DateTrainingSet } from './date-training-sets.ts';

export interface DateFitOptions {
  l2?: number;
  iterations?: number;
  /** The share of published dates that must be right, out of fold. */
  precision?: number;
}

const DEFAULTS: Required<DateFitOptions> = { l2: 0.01, iterations: 25, precision: 0.99 };

export function fitDateWeights(sets: readonly DateTrainingSet[], options: DateFitOptions = {}): number[] {
  const { l2, iterations } = { ...DEFAULTS, ...options };
  // A set whose expected date was not printed has no right candidate to learn.
  return fitConditionalLogit(sets.filter((s) => s.label !== null), DATE_FEATURES.length, { l2, iterations, none: false });
}

export interface FittedDateModel {
  model: DateModel;
  calibration: { sets: number; published: number; right: number; precision: number };
}

export function fitDateModel(groups: ReadonlyArray<{ name: string; sets: readonly DateTrainingSet[] }>, options: DateFitOptions = {}): FittedDateModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitDateWeights(all, settings);
  const outOfFold =
    groups.length < 2
      ? all.map((set) => decideType(weights, set))
      : groups.flatMap((g) => {
          const w = fitDateWeights(groups.filter((o) => o !== g).flatMap((o) => o.sets), settings);
          return g.sets.map((set) => decideType(w, set));
        });
  const threshold = calibrateNameThreshold(outOfFold, settings.precision);
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold);
  const right = published.filter((d) => d.right).length;
  return {
    model: { features: DATE_FEATURES, weights, threshold },
    calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
