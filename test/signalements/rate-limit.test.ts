import { describe, expect, it } from 'vitest';
import { RateLimit } from '../../signalements/rate-limit.ts';

const HOUR = 3_600_000;

/**
 * Counts the entries every Map iteration visits while `work` runs (keys, values, entries, for-of),
 * whichever map: the work a take does on the limit's table, without looking inside it.
 */
function mapEntriesVisited(work: () => void): number {
  const proto = Map.prototype as unknown as Record<PropertyKey, (this: Map<unknown, unknown>) => Iterator<unknown>>;
  const names: PropertyKey[] = ['keys', 'values', 'entries', Symbol.iterator];
  const originals = names.map((name) => proto[name]!);
  let visited = 0;
  names.forEach((name, i) => {
    proto[name] = function (this: Map<unknown, unknown>) {
      const inner = originals[i]!.call(this);
      return {
        next: () => {
          visited += 1;
          return inner.next();
        },
        [Symbol.iterator]() {
          return this;
        },
      } as IterableIterator<unknown>;
    };
  });
  try {
    work();
  } finally {
    names.forEach((name, i) => (proto[name] = originals[i]!));
  }
  return visited;
}

describe('the per-client limit of reports', () => {
  it('allows `limit` in any window, says when the next one is allowed, and counts clients apart', () => {
    let now = 0;
    const limit = new RateLimit({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limit.take('a')).toEqual({ ok: true });
    now = 10_000;
    expect(limit.take('a')).toEqual({ ok: true });
    now = 20_000;
    expect(limit.take('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limit.take('b')).toEqual({ ok: true });
    now = 60_001;
    // The first one left the window: one more, and the second one still counts.
    expect(limit.take('a')).toEqual({ ok: true });
    expect(limit.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('forgets clients whose window is over once it holds too many', () => {
    let now = 0;
    const limit = new RateLimit({ limit: 1, windowMs: 1000, now: () => now, maxClients: 2 });
    limit.take('a');
    limit.take('b');
    now = 5000;
    limit.take('c');
    // a and b were forgotten (their windows were over): a starts afresh.
    expect(limit.take('a')).toEqual({ ok: true });
    expect(limit.take('c')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('holds at most maxClients clients, and a take visits a bounded number of them, even when every client is inside its window', () => {
    const now = Date.UTC(2026, 0, 15, 8);
    const rate = new RateLimit({ limit: 10, windowMs: HOUR, now: () => now, maxClients: 1_000 });
    const takes = 5_000;
    const visited = mapEntriesVisited(() => {
      for (let i = 0; i < takes; i += 1) expect(rate.take(`ip:10.0.${i >> 8}.${i & 255}`).ok).toBe(true);
    });
    // A constant per take (the least recent client looked at, forgotten when over the bound),
    // not the table: scanning it would visit about a thousand clients per take.
    expect(visited).toBeLessThanOrEqual(3 * takes);
    expect(rate.clients).toBeLessThanOrEqual(1_000);
  });

  it('forgets clients whose window is over before any client still inside its own', () => {
    let now = Date.UTC(2026, 0, 15, 8);
    const rate = new RateLimit({ limit: 1, windowMs: HOUR, now: () => now, maxClients: 3 });
    rate.take('ancien');
    now += 2 * HOUR;
    rate.take('a');
    rate.take('b');
    rate.take('c');
    expect(rate.clients).toBe(3);
    // The three recent ones are still counted: each is refused its second report.
    for (const client of ['a', 'b', 'c']) expect(rate.take(client).ok).toBe(false);
  });
});
