import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.js';

/** How often a long-polling request looks at the snapshot served (a read of a field in memory). */
export const LOOK_EVERY_MS = 200;

/**
 * Resolves with the snapshot served once it is another than `after`, or null at `deadline`
 * (epoch ms). The holder swaps snapshots in memory after reading the store's `current`
 * pointer (every SNAPSHOT_POLL_SECONDS), so looking at it costs nothing and needs no wiring of
 * swap events into requests; a swap is seen at most LOOK_EVERY_MS late.
 */
export async function nextSnapshot(latest: () => SnapshotReader | null, after: string, deadline: number, now: () => number = Date.now): Promise<SnapshotReader | null> {
  for (;;) {
    const current = latest();
    if (current !== null && current.id !== after) return current;
    const left = deadline - now();
    if (left <= 0) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(LOOK_EVERY_MS, left)));
  }
}
