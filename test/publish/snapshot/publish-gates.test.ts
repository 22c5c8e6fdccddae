import { describe, expect, it } from 'vitest';
import { listSnapshotIds } from '../../../publish/snapshot/list-snapshots.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { GC_LOCK_KEY } from '../../../publish/snapshot/snapshot-layout.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { inputOf, makeCorpus } from './snapshot-fixture.ts';

const NIGHT_1 = new Date('2026-11-20T02:00:00Z');
const NIGHT_2 = new Date('2026-11-21T02:00:00Z');

describe('publish safety gates', () => {
  it('refuses a snapshot that lost more than 20% of its announcements, says why, and moves nothing', async () => {
    const store = new MemoryStore();
    const first = await publishSnapshot(store, inputOf(makeCorpus(50)), { now: NIGHT_1 });
    const shrunk = makeCorpus(50);
    shrunk.items = shrunk.items.slice(0, 70); // 100 -> 70 announcements, companies unchanged
    const refused = publishSnapshot(store, inputOf(shrunk), { now: NIGHT_2 });
    await expect(refused).rejects.toMatchObject({
      code: 'snapshot_shrink_refused',
      message: expect.stringContaining('announcements would drop from 100 to 70 (-30.0%)'),
    });
    await expect(refused).rejects.toThrow(/more than the allowed 20%/);
    expect((await openSnapshot(store, 'current')).id).toBe(first.snapshotId);
    expect(await listSnapshotIds(store)).toEqual([first.snapshotId]);
  });

  it('refuses a drop in companies too, and honours a configured fraction', async () => {
    const store = new MemoryStore();
    await publishSnapshot(store, inputOf(makeCorpus(50)), { now: NIGHT_1 });
    await expect(publishSnapshot(store, inputOf(makeCorpus(44)), { now: NIGHT_2, maxShrink: 0.1 })).rejects.toThrow(
      /companies would drop from 50 to 44 \(-12\.0%\)/,
    );
    const accepted = await publishSnapshot(store, inputOf(makeCorpus(44)), { now: NIGHT_2, maxShrink: 0.15 });
    expect(accepted.removed).toBe(12);
  });

  it('publishes a shrunken snapshot when forced', async () => {
    const store = new MemoryStore();
    await publishSnapshot(store, inputOf(makeCorpus(50)), { now: NIGHT_1 });
    const forced = await publishSnapshot(store, inputOf(makeCorpus(10), 'run-2', true), { now: NIGHT_2 });
    expect(forced).toMatchObject({ removed: 80, companiesChanged: 40 });
    expect((await openSnapshot(store, 'current')).counts.companies).toBe(10);
  });

  it('refuses to start while a garbage collection holds its lock', async () => {
    const store = new MemoryStore();
    await store.put(GC_LOCK_KEY, JSON.stringify({ id: 'x', startedAt: NIGHT_1.toISOString(), host: 'h', pid: 1 }));
    await expect(publishSnapshot(store, inputOf(makeCorpus(3)), { now: NIGHT_1 })).rejects.toMatchObject({ code: 'snapshot_gc_running' });
    // A lock older than the TTL was left by a crash and no longer blocks.
    const later = new Date(NIGHT_1.getTime() + 7 * 3600 * 1000);
    await expect(publishSnapshot(store, inputOf(makeCorpus(3)), { now: later })).resolves.toMatchObject({ added: 6 });
  });

  it('names a second publish in the same second with a sortable suffix', async () => {
    const store = new MemoryStore();
    const a = await publishSnapshot(store, inputOf(makeCorpus(3)), { now: NIGHT_1 });
    const b = await publishSnapshot(store, inputOf(makeCorpus(3)), { now: NIGHT_1 });
    expect([a.snapshotId, b.snapshotId]).toEqual(['20261120T020000Z', '20261120T020000Z-002']);
    expect(await listSnapshotIds(store)).toEqual([a.snapshotId, b.snapshotId]);
  });

  it('rejects invalid input before writing a manifest', async () => {
    const store = new MemoryStore();
    const input = inputOf(makeCorpus(2));
    input.artefacts = [{ path: '../escape.json', body: Buffer.from('{}'), contentType: 'application/json' }];
    await expect(publishSnapshot(store, input)).rejects.toMatchObject({ code: 'snapshot_invalid_input' });
    const dup = inputOf(makeCorpus(2));
    dup.ledger = [...makeCorpus(2).items, makeCorpus(2).items[0]!];
    await expect(publishSnapshot(store, dup)).rejects.toThrow(/given twice/);
    expect(await listSnapshotIds(store)).toEqual([]);
  });
});
