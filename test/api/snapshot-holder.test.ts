import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnapshotHolder } from '../../api/snapshot-holder.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { changeSnapshot } from './helpers/change-history.ts';

/**
 * SnapshotHolder on fake timers: how long a process may serve a snapshot `current` no longer
 * points at. Every API process (each of API_WORKERS too) holds one, so this bound is the one the
 * cluster keeps: no process serves an older snapshot for more than SNAPSHOT_POLL_SECONDS (plus
 * the new snapshot's own opening, which the holder waits for before it swaps).
 */
const first = changeSnapshot('20261121T020000Z', null, []);
const second = changeSnapshot('20261122T020000Z', first, []);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A holder over a pointer the test moves, counting the looks at it. */
function heldPointer(pollSeconds: number) {
  const pointer: { current: SnapshotReader } = { current: first };
  let looks = 0;
  const holder = new SnapshotHolder({
    pollSeconds,
    load: async () => {
      looks += 1;
      return pointer.current;
    },
  });
  return { pointer, holder, looks: () => looks };
}

describe('SnapshotHolder', () => {
  it('serves a newly published snapshot at its next look, at most SNAPSHOT_POLL_SECONDS after the publish', async () => {
    const { pointer, holder, looks } = heldPointer(5);
    await holder.start();
    expect(holder.current?.id).toBe(first.id);
    // Published right after a look: the worst case, a whole interval to wait.
    pointer.current = second;
    await vi.advanceTimersByTimeAsync(4_999);
    expect(holder.current?.id).toBe(first.id);
    await vi.advanceTimersByTimeAsync(1);
    expect(holder.current?.id).toBe(second.id);
    // One look at start, one per interval since: no more reads of `current` than the setting asks.
    expect(looks()).toBe(2);
    holder.stop();
  });

  it('tells its subscribers of the swap as it happens (the change feed wakes its long polls on it)', async () => {
    const { pointer, holder } = heldPointer(1);
    await holder.start();
    const told: string[] = [];
    holder.subscribe((next) => told.push(next.id));
    pointer.current = second;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(told).toEqual([second.id]);
    // The same snapshot at later looks is not a swap.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(told).toEqual([second.id]);
    holder.stop();
  });

  it('keeps serving, and looks again at the next interval, when a look fails', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const holder = new SnapshotHolder({
      pollSeconds: 2,
      load: async () => {
        if (fail) throw new Error('store unreachable');
        return second;
      },
      onError: (error) => errors.push(error),
    });
    holder.set(first);
    await holder.start();
    expect(holder.current?.id).toBe(first.id);
    expect(errors).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(holder.current?.id).toBe(second.id);
    holder.stop();
  });
});
