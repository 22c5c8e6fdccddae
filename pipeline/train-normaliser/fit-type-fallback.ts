/**
 * Fits the type fallback (kernel/normalise/type-fallback-model.ts): a multinomial logistic
 * regression over the words of a notice's heading and opening, L2-regularised, by a fixed number
 * of Adam steps from zero (deterministic: no random start, examples in the order given). Its
 * vocabulary is the words printed in lower case in at least `minGroups` writer groups, so no
 * feature is one writer's habit nor a name; weights too small to move a probability are left out of the written model. The
 * least probability published is calibrated on out-of-fold decisions: the groups are dealt into
 * `folds` folds, each decided by a model fitted on the others, and the threshold is the least
 * probability at which at least `precision` of the types published are the expected ones (a type
 * given to a text the corpus quarantines counts as wrong).
 */

import { TYPE_FALLBACK_CLASSES, typeFallbackModel, typeFallbackProbabilities, type TypeFallbackModel } from '../../kernel/normalise/index.ts';
import type { TypeFallbackExample } from './type-fallback-training-sets.ts';

export interface TypeFallbackFitOptions {
  l2?: number;
  iterations?: number;
  /** A word is a feature when this many writer groups at least print it. */
  minGroups?: number;
  /** The share of the types published out of fold that must be right. */
  precision?: number;
  /** How many folds the groups are dealt into for the calibration. */
  folds?: number;
}

// minGroups 8 of 44 groups: the blind rescue (kernel/normalise/README.md, "The type fallback") read the same from 5 to 8
// with half the weights of 3.
const DEFAULTS: Required<TypeFallbackFitOptions> = { l2: 0.002, iterations: 120, minGroups: 8, precision: 1, folds: 5 };

/** A weight under this, for every class, is left out of the written model. */
const NEGLIGIBLE = 0.05;
const LEARNING_RATE = 0.05;
const CLASSES = TYPE_FALLBACK_CLASSES.length;
const NONE = TYPE_FALLBACK_CLASSES.indexOf('aucun');

export interface TypeFallbackGroup {
  name: string;
  examples: readonly TypeFallbackExample[];
}

export interface FittedTypeFallback {
  model: TypeFallbackModel;
  calibration: { examples: number; published: number; right: number; features: number };
}

function vocabulary(groups: readonly TypeFallbackGroup[], minGroups: number): string[] {
  const seen = new Map<string, number>();
  for (const group of groups) {
    const words = new Set(group.examples.flatMap((e) => e.lowerCaseWords));
    for (const word of words) seen.set(word, (seen.get(word) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n >= minGroups).map(([word]) => word).sort();
}

/** The model's weights fitted on the examples, over the vocabulary of their groups. */
export function fitTypeFallbackWeights(groups: readonly TypeFallbackGroup[], options: TypeFallbackFitOptions = {}): TypeFallbackModel {
  const { l2, iterations, minGroups } = { ...DEFAULTS, ...options };
  const words = vocabulary(groups, minGroups);
  const index = new Map(words.map((w, i) => [w, i]));
  const examples = groups.flatMap((g) => g.examples).map((e) => ({ features: e.words.flatMap((w) => (index.has(w) ? [index.get(w)!] : [])), label: e.label }));
  const size = (words.length + 1) * CLASSES;
  // The last row is the bias.
  const biasAt = words.length * CLASSES;
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const g = new Float64Array(size);
  const scores = new Float64Array(CLASSES);
  const n = Math.max(examples.length, 1);
  for (let step = 1; step <= iterations; step += 1) {
    g.fill(0);
    for (const { features, label } of examples) {
      for (let k = 0; k < CLASSES; k += 1) scores[k] = w[biasAt + k]!;
      for (const j of features) for (let k = 0; k < CLASSES; k += 1) scores[k]! += w[j * CLASSES + k]!;
      let top = -Infinity;
      for (let k = 0; k < CLASSES; k += 1) top = Math.max(top, scores[k]!);
      let sum = 0;
      for (let k = 0; k < CLASSES; k += 1) sum += scores[k] = Math.exp(scores[k]! - top);
      for (let k = 0; k < CLASSES; k += 1) {
        const delta = (scores[k]! / sum - (k === label ? 1 : 0)) / n;
        g[biasAt + k]! += delta;
        for (const j of features) g[j * CLASSES + k]! += delta;
      }
    }
    // Adam, with the L2 penalty on the weights (not the bias).
    for (let i = 0; i < size; i += 1) {
      const grad = g[i]! + (i < biasAt ? l2 * w[i]! : 0);
      m[i] = 0.9 * m[i]! + 0.1 * grad;
      v[i] = 0.999 * v[i]! + 0.001 * grad * grad;
      const mHat = m[i]! / (1 - 0.9 ** step);
      const vHat = v[i]! / (1 - 0.999 ** step);
      w[i]! -= (LEARNING_RATE * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  const round = (x: number): number => Math.round(x * 1e3) / 1e3;
  const lines: string[] = [];
  words.forEach((word, j) => {
    const row = Array.from(w.subarray(j * CLASSES, (j + 1) * CLASSES), round);
    if (row.some((x) => Math.abs(x) >= NEGLIGIBLE)) lines.push(`${word} ${row.join(' ')}`);
  });
  return typeFallbackModel(Array.from(w.subarray(biasAt), round), lines.join('\n'), Number.POSITIVE_INFINITY);
}

export interface FallbackDecision {
  /** The best class's index and probability. */
  best: number;
  probability: number;
  label: number;
}

export function decideFallback(model: TypeFallbackModel, example: TypeFallbackExample): FallbackDecision {
  const p = typeFallbackProbabilities(model, example.words);
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if (p[k]! > p[best]!) best = k;
  return { best, probability: p[best]!, label: example.label };
}

/**
 * The least probability published: going down the decisions that name a type by probability, the
 * lowest cut at which at least `precision` of those above are right; halfway to the next decision
 * below (0 when all may be published); Infinity when no cut reaches it.
 */
export function calibrateFallbackThreshold(decisions: readonly FallbackDecision[], precision: number = DEFAULTS.precision): number {
  const published = decisions.filter((d) => d.best !== NONE).sort((a, b) => b.probability - a.probability);
  let right = 0;
  let cut = -1;
  for (let i = 0; i < published.length; i += 1) {
    if (published[i]!.best === published[i]!.label) right += 1;
    if (published[i + 1]?.probability === published[i]!.probability) continue;
    if (right / (i + 1) >= precision) cut = i;
  }
  if (cut < 0) return Number.POSITIVE_INFINITY;
  const below = published[cut + 1];
  return below === undefined ? 0 : (published[cut]!.probability + below.probability) / 2;
}

/** The groups dealt into folds by name, so the folds do not depend on the order they come in. */
function dealt(groups: readonly TypeFallbackGroup[], folds: number): TypeFallbackGroup[][] {
  const sorted = [...groups].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: TypeFallbackGroup[][] = Array.from({ length: Math.min(folds, sorted.length) }, () => []);
  sorted.forEach((g, i) => out[i % out.length]!.push(g));
  return out;
}

/** Weights fitted on every group; the threshold from each fold decided by the other folds' fit. */
export function fitTypeFallback(groups: readonly TypeFallbackGroup[], options: TypeFallbackFitOptions = {}): FittedTypeFallback {
  const settings = { ...DEFAULTS, ...options };
  const fitted = fitTypeFallbackWeights(groups, settings);
  const parts = dealt(groups, settings.folds);
  const outOfFold =
    parts.length < 2
      ? groups.flatMap((g) => g.examples.map((e) => decideFallback(fitted, e)))
      : parts.flatMap((part) => {
          const model = fitTypeFallbackWeights(
            parts.filter((p) => p !== part).flat(),
            settings,
          );
          return part.flatMap((g) => g.examples.map((e) => decideFallback(model, e)));
        });
  const threshold = calibrateFallbackThreshold(outOfFold, settings.precision);
  const published = outOfFold.filter((d) => d.best !== NONE && d.probability >= threshold);
  return {
    model: { ...fitted, threshold },
    calibration: { examples: outOfFold.length, published: published.length, right: published.filter((d) => d.best === d.label).length, features: fitted.weights.size },
  };
}
