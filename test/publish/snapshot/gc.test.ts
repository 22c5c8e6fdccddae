import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { gc } from '../../../publish/snapshot/gc.ts';
import { listSnapshotIds } from '../../../publish/snapshot/list-snapshots.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { rollback } from '../../../publish/snapshot/rollback.ts';
import { LEASES_PREFIX, OBJECTS_PREFIX, objectKey, sha256Hex } from '../../../publish/snapshot/snapshot-layout.ts';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.ts';
import { listAll, type ObjectStore } from '../../../publish/store/object-store.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { fourNights, night } from './snapshot-fixture.ts';

const DAY = 24 * 3600 * 1000;
/** The day after the fourth night: when every test runs its GC. */
const AFTER = new Date(night(4).getTime() + DAY);

/** A store whose objects are written at `clock.at`, so grace periods never depend on the real day. */
function storeAt(clock: { at: Date } = { at: AFTER }): MemoryStore {
  return new MemoryStore('memory://', { now: () => clock.at });
}


async function objectCount(store: ObjectStore): Promise<number> {
  let n = 0;
  for await (const _ of listAll(store, OBJECTS_PREFIX)) n += 1;
  return n;
}

describe('gc', () => {
  it('keeps N snapshots and every object they reference, and leaves raw/ alone', async () => {
    const store = storeAt();
    const ids = await fourNights(store, 20);
    await store.put('raw/' + sha256Hex('pdf'), 'pdf');
    const before = await objectCount(store);
    const result = await gc(store, { keep: 2, graceSeconds: 0, now: AFTER });
    expect(result.kept).toEqual(ids.slice(2));
    expect(result.deletedSnapshots).toEqual(ids.slice(0, 2));
    expect(result.deletedObjects).toBeGreaterThan(0);
    expect(await objectCount(store)).toBe(before - result.deletedObjects);
    expect(await listSnapshotIds(store)).toEqual(ids.slice(2));
    for (const id of ids.slice(2)) expect((await verifySnapshot(store, id)).ok).toBe(true);
    expect((await store.get('raw/' + sha256Hex('pdf')))!.toString()).toBe('pdf');
    // Nothing left to collect: a second run deletes nothing.
    expect((await gc(store, { keep: 2, graceSeconds: 0, now: AFTER })).deletedObjects).toBe(0);
  });

  it('always keeps the current snapshot, even after a rollback to an old one', async () => {
    const store = storeAt();
    const ids = await fourNights(store, 20);
    await rollback(store, ids[0]!);
    const result = await gc(store, { keep: 1, graceSeconds: 0, now: AFTER });
    expect(result.kept).toEqual([ids[0], ids[3]]);
    expect((await verifySnapshot(store, ids[0]!)).ok).toBe(true);
    expect((await verifySnapshot(store, ids[3]!)).ok).toBe(true);
    expect((await openSnapshot(store, 'current')).id).toBe(ids[0]);
  });

  it('spares unreferenced objects younger than the grace period', async () => {
    const clock = { at: night(3) };
    const store = storeAt(clock);
    await fourNights(store, 20);
    const orphan = sha256Hex('left by a crashed publish');
    clock.at = AFTER;
    await store.put(objectKey(orphan), 'left by a crashed publish');
    const result = await gc(store, { keep: 4, graceSeconds: 3600, now: new Date(AFTER.getTime() + 1800 * 1000) });
    expect(result).toMatchObject({ deletedObjects: 0, sparedRecent: 1 });
    expect(await store.head(objectKey(orphan))).not.toBeNull();
    expect((await gc(store, { keep: 4, graceSeconds: 3600, now: new Date(AFTER.getTime() + 2 * 3600 * 1000) })).deletedObjects).toBe(1);
    expect(await store.head(objectKey(orphan))).toBeNull();
  });

  it('skips the object sweep while a publish lease is live', async () => {
    const store = storeAt();
    await fourNights(store, 20);
    const orphan = sha256Hex('about to be reused');
    await store.put(objectKey(orphan), 'about to be reused');
    const now = AFTER;
    await store.put(`${LEASES_PREFIX}x.json`, JSON.stringify({ id: 'x', startedAt: now.toISOString(), host: 'h', pid: 2 }));
    const result = await gc(store, { keep: 1, graceSeconds: 0, now });
    expect(result.sweepSkipped).toMatch(/publish in progress/);
    expect(result.deletedObjects).toBe(0);
    expect(await store.head(objectKey(orphan))).not.toBeNull();
  });

  it('sweeps past the lease of a publish killed on this host, and deletes that lease', async () => {
    const store = storeAt();
    await fourNights(store, 20);
    const orphan = sha256Hex('left by the killed publish');
    await store.put(objectKey(orphan), 'left by the killed publish');
    const now = AFTER;
    const killed = spawnSync(process.execPath, ['-e', '']).pid;
    await store.put(`${LEASES_PREFIX}dead.json`, JSON.stringify({ id: 'dead', startedAt: now.toISOString(), host: hostname(), pid: killed }));
    await store.put(`${LEASES_PREFIX}alive.json`, JSON.stringify({ id: 'alive', startedAt: now.toISOString(), host: hostname(), pid: process.pid }));
    const blocked = await gc(store, { keep: 1, graceSeconds: 0, now });
    expect(blocked.sweepSkipped).toMatch(new RegExp(`pid ${process.pid} `));
    expect(blocked.sweepSkipped).not.toMatch(new RegExp(`pid ${killed} `));
    expect(await store.head(`${LEASES_PREFIX}dead.json`)).toBeNull();

    await store.delete(`${LEASES_PREFIX}alive.json`);
    const swept = await gc(store, { keep: 1, graceSeconds: 0, now });
    expect(swept.sweepSkipped).toBeNull();
    expect(await store.head(objectKey(orphan))).toBeNull();
  });

  it('refuses keep below 1', async () => {
    await expect(gc(storeAt(), { keep: 0, now: AFTER })).rejects.toMatchObject({ code: 'snapshot_invalid_input' });
  });
});
