import { seededRandom } from './search-queries.ts';

/**
 * The order in which a benchmark's servers take their turn in each interleaved round. On a
 * shared machine the load drifts within a round, so a server always measured first (or always
 * at one end, as an alternation of one order and its reverse does) reads differently from the
 * same code in the middle: an A/A pair of one build read 1.10 that way (docs/api-performance.md,
 * wt-api38). Every order here is reproducible from its seed, and each round's order is printed.
 * - `shuffle`: a new permutation each round (Fisher-Yates over the seeded generator); no
 *   position and no neighbour belongs to a server.
 * - `rotate`: a permutation drawn once from the seed, then rotated by one place a round: over n
 *   rounds each server takes each of the n places once (a balanced design), with the same
 *   neighbours.
 * - `alternate`: the listed order, reversed every other round (the tool's order before, kept to
 *   read older runs again).
 */
export type RoundOrderKind = 'shuffle' | 'rotate' | 'alternate';

export const ROUND_ORDER_KINDS: readonly RoundOrderKind[] = ['shuffle', 'rotate', 'alternate'];

export function isRoundOrderKind(value: string): value is RoundOrderKind {
  return (ROUND_ORDER_KINDS as readonly string[]).includes(value);
}

/** The orders of `rounds` rounds of `servers`, each a permutation of them. */
export function roundOrders<T>(servers: readonly T[], rounds: number, kind: RoundOrderKind, seed: number): T[][] {
  const random = seededRandom(seed);
  const orders: T[][] = [];
  if (kind === 'alternate') {
    for (let round = 0; round < rounds; round += 1) orders.push(round % 2 === 0 ? [...servers] : [...servers].reverse());
    return orders;
  }
  if (kind === 'rotate') {
    const base = shuffled(servers, random);
    for (let round = 0; round < rounds; round += 1) {
      const shift = servers.length === 0 ? 0 : round % servers.length;
      orders.push([...base.slice(shift), ...base.slice(0, shift)]);
    }
    return orders;
  }
  for (let round = 0; round < rounds; round += 1) orders.push(shuffled(servers, random));
  return orders;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
