/**
 * What the fitted models of the reader (subject-model.ts, name-model.ts, type-model.ts,
 * date-model.ts) share: weights checked against the features the code computes, a candidate's
 * score as their dot product, the ranked choice with its margin and abstention, and the features
 * that weigh most for a candidate as the review queue shows them.
 */

/** A fitted choice: weights over named features, and the least margin between the best two published. */
export interface ChoiceModel {
  /** The feature names, in the order of `weights` (checked against the code's features on use). */
  features: readonly string[];
  weights: readonly number[];
  threshold: number;
}

export interface RankedCandidate<C> {
  candidate: C;
  score: number;
  /** softmax over the candidates. */
  probability: number;
}

export interface RankedChoice<C> {
  ranked: RankedCandidate<C>[];
  /** The best score minus the next best (Infinity for a lone candidate). */
  margin: number;
  /** The best candidate, or null: abstain (or no candidate at all). */
  chosen: C | null;
}

/** The model's weights when it was fitted on the code's features, in their order; otherwise a model written for other features is refused. */
export function checkedWeights(what: string, modelFeatures: readonly string[], codeFeatures: readonly string[], weights: readonly number[]): readonly number[] {
  if (modelFeatures.length !== codeFeatures.length || modelFeatures.some((f, i) => f !== codeFeatures[i])) {
    throw new Error(`[normalise] ${what} model features do not match the code's (${modelFeatures.length} vs ${codeFeatures.length}): run npm run train:normaliser`);
  }
  return weights;
}

export function dotProduct(weights: readonly number[], x: readonly number[]): number {
  let s = 0;
  for (let k = 0; k < x.length; k += 1) s += weights[k]! * x[k]!;
  return s;
}

/**
 * The candidates ranked by score (checked weights), the margin of the best over the next, and the
 * best when that margin is positive and reaches the threshold. A lone candidate needs no choice.
 * Stable: equal scores keep the candidates' order (the rules' pick first).
 */
export function rankCandidates<C>(weights: () => readonly number[], threshold: number, candidates: readonly C[], vector: (candidate: C) => readonly number[]): RankedChoice<C> {
  if (candidates.length <= 1) {
    return { ranked: candidates.map((candidate) => ({ candidate, score: 0, probability: 1 })), margin: Number.POSITIVE_INFINITY, chosen: candidates[0] ?? null };
  }
  const w = weights();
  const scores = candidates.map((c) => dotProduct(w, vector(c)));
  const top = Math.max(...scores);
  const denominator = scores.reduce((sum, s) => sum + Math.exp(s - top), 0);
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: scores[i]!, probability: Math.exp(scores[i]! - top) / denominator, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ candidate, score, probability }) => ({ candidate, score, probability }));
  const margin = ranked[0]!.score - ranked[1]!.score;
  return { ranked, margin, chosen: margin > 0 && margin >= threshold ? ranked[0]!.candidate : null };
}

/** The features that weigh most for a candidate (positive contributions, largest first), in the review queue's words. */
export function strongestFeatures<F extends string>(codeFeatures: readonly F[], weights: readonly number[], features: Readonly<Record<F, number>>, words: Readonly<Record<F, string>>, count: number): string[] {
  return codeFeatures
    .map((f, k) => ({ f, c: weights[k]! * features[f] }))
    .filter((e) => e.c > 0)
    .sort((a, b) => b.c - a.c)
    .slice(0, count)
    .map((e) => words[e.f]);
}
