/**
 * Fits the dénomination model: a conditional logit over each set's different names (no "none":
 * the subject has a name, the question is which), L2-regularised, deterministic. The least margin
 * between the best two names is calibrated on out-of-fold decisions — each group decided by a
 * model fitted on the other groups — as the least margin at which at least `precision` of the
 * published names are the expected ones; a set none of whose names is expected counts as wrong.
 */

import { NAME_FEATURES, type NameModel } from '../../kernel/normalise/index.ts';
import { fitConditionalLogit, logitScores } from './conditional-logit.ts';
import type { NameTrainingSet } from './name-training-sets.ts';

export interface NameFitOptions {
  l2?: number;
  iterations?: number;
  /** The share of published names that must be right, out of fold. */
  precision?: number;
}

// l2 chosen by `eval --cv` (kernel/normalise/README.md, 2026-11-29): 1 to 0.05 keep the rules'
// first reading everywhere; 0.03 to 0.003 read the same and let the cues overturn it; 0.01 sits
// in the middle of that range.
const DEFAULTS: Required<NameFitOptions> = { l2: 0.01, iterations: 25, precision: 0.99 };

export function fitNameWeights(sets: readonly NameTrainingSet[], options: NameFitOptions = {}): number[] {
  const { l2, iterations } = { ...DEFAULTS, ...options };
  // A set whose expected name was not read has no right candidate to learn.
  return fitConditionalLogit(sets.filter((s) => s.label !== null), NAME_FEATURES.length, { l2, iterations, none: false });
}

export interface NameDecision {
  /** The best score minus the next best. */
  margin: number;
  right: boolean;
}

/** Ties keep the rules' order, as the reader does. */
export function decideName(w: readonly number[], set: NameTrainingSet): NameDecision {
  const s = logitScores(w, set);
  let best = 0;
  for (let i = 1; i < s.length; i += 1) if (s[i]! > s[best]!) best = i;
  const second = Math.max(...s.filter((_, i) => i !== best));
  return { margin: s[best]! - second, right: best === set.label };
}

export interface FittedNameModel {
  model: NameModel;
  calibration: { sets: number; published: number; right: number; precision: number };
}

/**
 * The least margin published: going down the decisions by margin, the lowest cut at which at least
 * `precision` of those above are right; the threshold sits halfway to the next decision below (0
 * when every decision may be published: no wrong one observed below says where doubt starts);
 * Infinity when no cut reaches it.
 */
export function calibrateNameThreshold(decisions: readonly NameDecision[], precision: number = DEFAULTS.precision): number {
  const published = decisions.filter((d) => d.margin > 0).sort((a, b) => b.margin - a.margin);
  let right = 0;
  let cut = -1;
  for (let i = 0; i < published.length; i += 1) {
    if (published[i]!.right) right += 1;
    // Ties publish together: only a margin no other decision shares below it is a cut.
    if (published[i + 1]?.margin === published[i]!.margin) continue;
    if (right / (i + 1) >= precision) cut = i;
  }
  if (cut < 0) return Number.POSITIVE_INFINITY;
  const below = published[cut + 1];
  return below === undefined ? 0 : (published[cut]!.margin + below.margin) / 2;
}

export function fitNameModel(groups: ReadonlyArray<{ name: string; sets: readonly NameTrainingSet[] }>, options: NameFitOptions = {}): FittedNameModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitNameWeights(all, settings);
  const outOfFold =
    groups.length < 2
      ? all.map((set) => decideName(weights, set))
      : groups.flatMap((g) => {
          const w = fitNameWeights(groups.filter((o) => o !== g).flatMap((o) => o.sets), settings);
          return g.sets.map((set) => decideName(w, set));
        });
  const threshold = calibrateNameThreshold(outOfFold, settings.precision);
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold);
  const right = published.filter((d) => d.right).length;
  return {
    model: { features: NAME_FEATURES, weights, threshold },
    calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
