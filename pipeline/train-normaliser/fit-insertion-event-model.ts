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
import { fitConditionalLogit, type LogitSet } from './conditional-logit.ts';
import { calibrateChoiceThreshold, type ChoiceFitOptions } from './fit-choice-model.ts';
import { decideRunName } from './fit-run-name-model.ts';
import type { InsertionEventTrainingSet } from './insertion-event-training-sets.ts';

export type InsertionEventFitOptions = ChoiceFitOptions;

export interface FittedInsertionEventModel {
  model: InsertionEventModel;
  calibration: { sets: number; published: number; right: number; precision: number };
}

const DEFAULTS: Required<InsertionEventFitOptions> = { l2: 0.1, iterations: 25, precision: 0.99 };

function fitWeights(sets: readonly LogitSet[], options: Required<InsertionEventFitOptions>): number[] {
  return fitConditionalLogit(sets, INSERTION_EVENT_FEATURES.length, { l2: options.l2, iterations: options.iterations, none: true });
}

export function fitInsertionEventModel(groups: ReadonlyArray<{ name: string; sets: readonly InsertionEventTrainingSet[] }>, options: InsertionEventFitOptions = {}): FittedInsertionEventModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitWeights(all, settings);
  const asked = (sets: readonly InsertionEventTrainingSet[]): InsertionEventTrainingSet[] => sets.filter((s) => !s.typed);
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
    model: { features: INSERTION_EVENT_FEATURES, weights, threshold },
    calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
