/**
 * The fitting machinery the reader's models share: a conditional logit over each set's candidates
 * (with, when asked, a "none of them" alternative scoring 0), L2-regularised, by a fixed number of
 * damped Newton steps. Deterministic: no random start, sets in the order given.
 */

/** One decision to learn: a feature vector per candidate and the right one (null: none of them). */
export interface LogitSet {
  candidates: readonly (readonly number[])[];
  label: number | null;
}

export interface LogitOptions {
  /** L2 penalty on the weights (the loss is summed over sets). */
  l2: number;
  /** Newton steps. */
  iterations: number;
  /** A "none" alternative scoring 0 competes with the candidates (the subject: no identifier of its own). */
  none: boolean;
}

export function logitScores(w: readonly number[], set: LogitSet): number[] {
  return set.candidates.map((x) => x.reduce((s, v, k) => s + v * w[k]!, 0));
}

/** Probabilities of the candidates (with `none`, the rest is "none"). */
export function logitProbabilities(s: readonly number[], none = true): number[] {
  const top = none ? Math.max(0, ...s) : Math.max(...s);
  const e = s.map((v) => Math.exp(v - top));
  const z = (none ? Math.exp(-top) : 0) + e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / z);
}

/** A candidate's non-zero features: most are flags, and a fit need touch only those. */
interface SparseCandidate {
  index: number[];
  value: number[];
}

interface SparseSet {
  candidates: SparseCandidate[];
  /** The expected candidate's dense features, or null for "none". */
  expected: readonly number[] | null;
}

function sparse(sets: readonly LogitSet[]): SparseSet[] {
  return sets.map((set) => ({
    candidates: set.candidates.map((x) => {
      const index: number[] = [];
      const value: number[] = [];
      x.forEach((v, k) => {
        if (v !== 0) {
          index.push(k);
          value.push(v);
        }
      });
      return { index, value };
    }),
    expected: set.label === null ? null : set.candidates[set.label]!,
  }));
}

// The sparse sums below add the same non-zero terms in the same order as the dense ones and skip
// only terms that are zero, and the probabilities are logitProbabilities' sums in its order, so the
// fitted weights are the dense fit's to the last bit.

/** Each candidate's probability (as logitProbabilities) written into `p`, reused across sets. */
function probabilitiesInto(w: readonly number[], set: SparseSet, none: boolean, p: Float64Array): void {
  const count = set.candidates.length;
  let top = none ? 0 : Number.NEGATIVE_INFINITY;
  for (let c = 0; c < count; c += 1) {
    const { index, value } = set.candidates[c]!;
    let score = 0;
    for (let m = 0; m < index.length; m += 1) score += value[m]! * w[index[m]!]!;
    p[c] = score;
    if (score > top) top = score;
  }
  let sum = 0;
  for (let c = 0; c < count; c += 1) {
    p[c] = Math.exp(p[c]! - top);
    sum += p[c]!;
  }
  const z = (none ? Math.exp(-top) : 0) + sum;
  for (let c = 0; c < count; c += 1) p[c] = p[c]! / z;
}

function loss(w: readonly number[], sets: readonly SparseSet[], labels: readonly (number | null)[], l2: number, none: boolean, p: Float64Array): number {
  let total = (l2 / 2) * w.reduce((s, v) => s + v * v, 0);
  for (let t = 0; t < sets.length; t += 1) {
    const set = sets[t]!;
    probabilitiesInto(w, set, none, p);
    const label = labels[t]!;
    let chosen: number;
    if (label === null) {
      let published = 0;
      for (let c = 0; c < set.candidates.length; c += 1) published += p[c]!;
      chosen = 1 - published;
    } else chosen = p[label]!;
    total -= Math.log(Math.max(chosen, 1e-300));
  }
  return total;
}

/** Solves (H) d = g by Cholesky (H, n by n row-major, is positive definite thanks to the L2 term). */
function solve(h: Float64Array, g: readonly number[]): number[] {
  const n = g.length;
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = h[i * n + j]!;
      for (let k = 0; k < j; k += 1) sum -= l[i * n + k]! * l[j * n + k]!;
      l[i * n + j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / l[j * n + j]!;
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    let sum = g[i]!;
    for (let k = 0; k < i; k += 1) sum -= l[i * n + k]! * y[k]!;
    y[i] = sum / l[i * n + i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k += 1) sum -= l[k * n + i]! * x[k]!;
    x[i] = sum / l[i * n + i]!;
  }
  return x;
}

// Cross-validation fits the same training sets more than once: the fold leaving out group A
// calibrates on a fit without B, the fold leaving out B on a fit without A, both over the same
// sets in the same order. The fit is a pure function of the sets, so it is kept by their identity
// (the collectors cache each text's sets and never change them after).
const setIds = new WeakMap<LogitSet, number>();
let nextSetId = 0;
const fitted = new Map<string, readonly number[]>();
const MAX_KEPT = 2048;

function fitKey(sets: readonly LogitSet[], n: number, options: LogitOptions): string {
  const ids = sets.map((set) => {
    let id = setIds.get(set);
    if (id === undefined) {
      id = nextSetId;
      nextSetId += 1;
      setIds.set(set, id);
    }
    return id;
  });
  return `${n}|${options.l2}|${options.iterations}|${options.none}|${ids.join(',')}`;
}

/** The weights of `n` features that make each set's label likeliest. */
export function fitConditionalLogit(sets: readonly LogitSet[], n: number, options: LogitOptions): number[] {
  const key = fitKey(sets, n, options);
  let w = fitted.get(key);
  if (!w) {
    w = newtonFit(sets, n, options);
    if (fitted.size >= MAX_KEPT) fitted.clear();
    fitted.set(key, w);
  }
  return [...w];
}

function newtonFit(sets: readonly LogitSet[], n: number, options: LogitOptions): number[] {
  const { l2, iterations, none } = options;
  const sparseSets = sparse(sets);
  const labels = sets.map((s) => s.label);
  const p = new Float64Array(Math.max(0, ...sets.map((set) => set.candidates.length)));
  let w = new Array<number>(n).fill(0);
  let current = loss(w, sparseSets, labels, l2, none, p);
  const mean = new Float64Array(n);
  const nonZeroMean: number[] = [];
  for (let it = 0; it < iterations; it += 1) {
    const g = w.map((v) => l2 * v);
    const h = new Float64Array(n * n);
    for (let i = 0; i < n; i += 1) h[i * n + i] = l2;
    for (const set of sparseSets) {
      probabilitiesInto(w, set, none, p);
      mean.fill(0);
      for (let c = 0; c < set.candidates.length; c += 1) {
        const { index, value } = set.candidates[c]!;
        for (let m = 0; m < index.length; m += 1) mean[index[m]!]! += p[c]! * value[m]!;
      }
      for (let k = 0; k < n; k += 1) g[k]! += mean[k]! - (set.expected === null ? 0 : set.expected[k]!);
      for (let c = 0; c < set.candidates.length; c += 1) {
        const { index, value } = set.candidates[c]!;
        for (let a = 0; a < index.length; a += 1) {
          const row = index[a]! * n;
          const px = p[c]! * value[a]!;
          for (let b = 0; b < index.length; b += 1) h[row + index[b]!]! += px * value[b]!;
        }
      }
      nonZeroMean.length = 0;
      for (let k = 0; k < n; k += 1) if (mean[k] !== 0) nonZeroMean.push(k);
      for (const i of nonZeroMean) {
        for (const j of nonZeroMean) h[i * n + j]! -= mean[i]! * mean[j]!;
      }
    }
    const step = solve(h, g);
    // Damped: halve the step until the loss does not rise (a fixed, deterministic schedule).
    let scale = 1;
    let next = w;
    let nextLoss = current;
    for (let halvings = 0; halvings < 20; halvings += 1) {
      const candidate = w.map((v, k) => v - scale * step[k]!);
      const l = loss(candidate, sparseSets, labels, l2, none, p);
      if (l <= current) {
        next = candidate;
        nextLoss = l;
        break;
      }
      scale /= 2;
    }
    if (next === w) break;
    w = next;
    current = nextLoss;
  }
  return w;
}
