/**
 * One server's throughput over another's, taken round by round. The benchmark runs its servers
 * in interleaved rounds, so both sides of a ratio in one round ran under the same conditions of
 * a shared machine; a ratio of medians would pair one round's numerator with another round's
 * denominator. The figure is the median of the rounds' ratios, with the lowest and highest
 * beside it: a single disturbed round moves the spread, not the figure.
 */
export interface RoundRatio {
  median: number;
  min: number;
  max: number;
  rounds: number;
}

/** The median of `values` (the mean of the two middle ones for an even count). */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `numerator(round) / denominator(round)` for every round, as median and spread. */
export function roundRatio<T>(rounds: readonly T[], numerator: (round: T) => number, denominator: (round: T) => number): RoundRatio {
  const ratios = rounds.map((round) => numerator(round) / denominator(round)).filter((ratio) => Number.isFinite(ratio));
  if (ratios.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, rounds: 0 };
  return { median: medianOf(ratios), min: Math.min(...ratios), max: Math.max(...ratios), rounds: ratios.length };
}

/** `0.86 (0.81-0.90, 5 rounds)`; a single round has no spread to show. */
export function formatRoundRatio(ratio: RoundRatio): string {
  if (ratio.rounds <= 1) return `${ratio.median.toFixed(2)} (${ratio.rounds} round)`;
  return `${ratio.median.toFixed(2)} (${ratio.min.toFixed(2)}-${ratio.max.toFixed(2)}, ${ratio.rounds} rounds)`;
}
