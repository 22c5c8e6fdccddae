/**
 * Fits a choice model of the reader (the dénomination, the type, the publication date): a
 * conditional logit over each set's candidates (no "none": the notice has a name, a type, a date;
 * the question is which), L2-regularised, deterministic. The least margin between the best two
 * candidates is calibrated on out-of-fold decisions — each group decided by a model fitted on the
 * other groups — as the least margin at which at least `precision` of the published choices are
 * the expected ones. A set none of whose candidates is expected (no rule read the expected value)
 * counts as wrong in the published figures but is left out of the margin's calibration: the
 * margin says how sure the ranking is between candidates, and such a set is wrong at any margin
 * (its margins ran from 2 to 13 out of fold), so counting it only raised the threshold over right
 * rankings of other writers (the name model's 0 -> 6.9 when the compositors' insertions were
 * added, each wrong one a set without its expected name; docs/reader-history.md).
 */

import type { ChoiceModel } from '../../kernel/normalise/index.ts';
import { fitConditionalLogit, logitScores, type LogitSet } from './conditional-logit.ts';

/** One choice to learn, read from a labelled text. */
export interface ChoiceTrainingSet extends LogitSet {
  /** The corpus text it was read from (`#n` for a list entry's set). */
  reference: string;
  /** One feature vector per candidate, in the model's feature order. */
  candidates: number[][];
  /** The index of the expected candidate, or null when none is the expected one. */
  label: number | null;
}

export interface ChoiceFitOptions {
  l2?: number;
  iterations?: number;
  /** The share of published choices that must be right, out of fold. */
  precision?: number;
}

// l2 chosen by `eval --cv` on the name model (kernel/normalise/README.md, 2026-11-29): 1 to 0.05
// keep the rules' first reading everywhere; 0.03 to 0.003 read the same and let the cues overturn
// it; 0.01 sits in the middle of that range.
const DEFAULTS: Required<ChoiceFitOptions> = { l2: 0.01, iterations: 25, precision: 0.99 };

export function fitChoiceWeights(sets: readonly LogitSet[], featureCount: number, options: ChoiceFitOptions = {}): number[] {
  const { l2, iterations } = { ...DEFAULTS, ...options };
  // A set whose expected value no rule read has no right candidate to learn.
  return fitConditionalLogit(sets.filter((s) => s.label !== null), featureCount, { l2, iterations, none: false });
}

export interface ChoiceDecision {
  /** The best score minus the next best. */
  margin: number;
  right: boolean;
}

/** Ties keep the rules' order (their pick first), as the reader does. */
export function decideChoice(w: readonly number[], set: LogitSet): ChoiceDecision {
  const s = logitScores(w, set);
  let best = 0;
  for (let i = 1; i < s.length; i += 1) if (s[i]! > s[best]!) best = i;
  const second = Math.max(...s.filter((_, i) => i !== best));
  return { margin: s[best]! - second, right: best === set.label };
}

/**
 * The least margin published: going down the decisions by margin, the lowest cut at which at least
 * `precision` of those above are right; the threshold sits halfway to the next decision below (0
 * when every decision may be published: no wrong one observed below says where doubt starts);
 * Infinity when no cut reaches it.
 */
export function calibrateChoiceThreshold(decisions: readonly ChoiceDecision[], precision: number = DEFAULTS.precision): number {
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

export interface FittedChoiceModel {
  model: ChoiceModel;
  /** `unanswerable`: sets without their expected candidate, left out of the margin's calibration. */
  calibration: { sets: number; unanswerable: number; published: number; right: number; precision: number };
}

/** Weights fitted on every group; the threshold from each group decided by the others' fit. */
export function fitChoiceModel(features: readonly string[], groups: ReadonlyArray<{ name: string; sets: readonly LogitSet[] }>, options: ChoiceFitOptions = {}): FittedChoiceModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitChoiceWeights(all, features.length, settings);
  const outOfFold =
    groups.length < 2
      ? all.map((set) => decideChoice(weights, set))
      : groups.flatMap((g) => {
          const w = fitChoiceWeights(groups.filter((o) => o !== g).flatMap((o) => o.sets), features.length, settings);
          return g.sets.map((set) => decideChoice(w, set));
        });
  const answerable = groups.flatMap((g) => g.sets.map((set) => set.label !== null));
  const threshold = calibrateChoiceThreshold(
    outOfFold.filter((_, i) => answerable[i]),
    settings.precision,
  );
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold);
  const right = published.filter((d) => d.right).length;
  return {
    model: { features, weights, threshold },
    calibration: { sets: outOfFold.length, unanswerable: answerable.filter((a) => !a).length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
