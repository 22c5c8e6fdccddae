import { describe, expect, it } from 'vitest';
import { roundOrders } from '../../bench/round-order.ts';

const SERVERS = ['API', 'base', 'base (A/A)', 'fair'] as const;

/** How many times each server took each place over the rounds. */
function places(orders: readonly (readonly string[])[]): Map<string, number[]> {
  const counts = new Map<string, number[]>(SERVERS.map((s) => [s, SERVERS.map(() => 0)]));
  for (const order of orders) order.forEach((server, place) => (counts.get(server)![place]! += 1));
  return counts;
}

describe('the order of the servers in each round', () => {
  it('gives every round a permutation of the servers, the same for the same seed', () => {
    for (const kind of ['shuffle', 'rotate', 'alternate'] as const) {
      const orders = roundOrders(SERVERS, 12, kind, 5);
      expect(orders).toHaveLength(12);
      for (const order of orders) expect([...order].sort()).toEqual([...SERVERS].sort());
      expect(roundOrders(SERVERS, 12, kind, 5)).toEqual(orders);
    }
  });

  it('shuffles anew each round, so that no server keeps one end of the rounds', () => {
    const orders = roundOrders(SERVERS, 24, 'shuffle', 1);
    // 24 rounds of 4 servers: the listed first server is not first in every round, and every
    // server is first in some round and last in some other.
    const counts = places(orders);
    for (const server of SERVERS) {
      expect(counts.get(server)![0]).toBeGreaterThan(0);
      expect(counts.get(server)![3]).toBeGreaterThan(0);
    }
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(5);
    expect(roundOrders(SERVERS, 24, 'shuffle', 2)).not.toEqual(orders);
  });

  it('rotates one drawn order, each server taking each place once in as many rounds as servers', () => {
    const orders = roundOrders(SERVERS, 8, 'rotate', 3);
    for (const counts of places(orders).values()) expect(counts).toEqual([2, 2, 2, 2]);
    // Each round is the round before moved by one place.
    for (let r = 1; r < orders.length; r += 1) expect(orders[r]).toEqual([...orders[r - 1]!.slice(1), orders[r - 1]![0]]);
  });

  it('alternates the listed order and its reverse, as the tool did before', () => {
    expect(roundOrders(['a', 'b', 'c'], 3, 'alternate', 1)).toEqual([
      ['a', 'b', 'c'],
      ['c', 'b', 'a'],
      ['a', 'b', 'c'],
    ]);
  });
});
