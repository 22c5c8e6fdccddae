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

function loss(w: readonly number[], sets: readonly LogitSet[], l2: number, none: boolean): number {
  let total = (l2 / 2) * w.reduce((s, v) => s + v * v, 0);
  for (const set of sets) {
    const p = logitProbabilities(logitScores(w, set), none);
    const chosen = set.label === null ? 1 - p.reduce((a, b) => a + b, 0) : p[set.label]!;
    total -= Math.log(Math.max(chosen, 1e-300));
  }
  return total;
}

/** Solves (H) d = g by Cholesky (H is positive definite thanks to the L2 term). */
function solve(h: number[][], g: number[]): number[] {
  const n = g.length;
  const l = h.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = h[i]![j]!;
      for (let k = 0; k < j; k += 1) sum -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / l[j]![j]!;
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    let sum = g[i]!;
    for (let k = 0; k < i; k += 1) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k += 1) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/** The weights of `n` features that make each set's label likeliest. */
export function fitConditionalLogit(sets: readonly LogitSet[], n: number, options: LogitOptions): number[] {
  const { l2, iterations, none } = options;
  let w = new Array<number>(n).fill(0);
  let current = loss(w, sets, l2, none);
  for (let it = 0; it < iterations; it += 1) {
    const g = w.map((v) => l2 * v);
    const h = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? l2 : 0)));
    for (const set of sets) {
      const p = logitProbabilities(logitScores(w, set), none);
      const mean = new Array<number>(n).fill(0);
      set.candidates.forEach((x, c) => x.forEach((v, k) => (mean[k]! += p[c]! * v)));
      for (let k = 0; k < n; k += 1) g[k]! += mean[k]! - (set.label === null ? 0 : set.candidates[set.label]![k]!);
      set.candidates.forEach((x, c) => {
        for (let i = 0; i < n; i += 1) {
          if (x[i] === 0) continue;
          for (let j = 0; j < n; j += 1) h[i]![j]! += p[c]! * x[i]! * x[j]!;
        }
      });
      for (let i = 0; i < n; i += 1) {
        if (mean[i] === 0) continue;
        for (let j = 0; j < n; j += 1) h[i]![j]! -= mean[i]! * mean[j]!;
      }
    }
    const step = solve(h, g);
    // Damped: halve the step until the loss does not rise (a fixed, deterministic schedule).
    let scale = 1;
    let next = w;
    let nextLoss = current;
    for (let halvings = 0; halvings < 20; halvings += 1) {
      const candidate = w.map((v, k) => v - scale * step[k]!);
      const l = loss(candidate, sets, l2, none);
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

