import { describe, expect, it } from 'vitest';
import { listSnapshotIds } from '../../../publish/snapshot/list-snapshots.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { inputOf, item, makeCorpus } from './snapshot-fixture.ts';

const NIGHT_1 = new Date('2026-11-20T02:00:00Z');
const NIGHT_2 = new Date('2026-11-21T02:00:00Z');

describe('publishing a night that found nothing new', () => {
  it('keeps the parent current instead of minting an identical snapshot (skipUnchanged)', async () => {
    const store = new MemoryStore();
    const first = await publishSnapshot(store, inputOf(makeCorpus(20)), { now: NIGHT_1 });
    const again = await publishSnapshot(store, inputOf(makeCorpus(20)), { now: NIGHT_2, skipUnchanged: true });
    expect(again).toMatchObject({ snapshotId: first.snapshotId, unchanged: true, objectsWritten: 0, added: 0 });
    expect(await listSnapshotIds(store)).toEqual([first.snapshotId]);
  });

  it('still publishes when one announcement was added', async () => {
    const store = new MemoryStore();
    const first = await publishSnapshot(store, inputOf(makeCorpus(20)), { now: NIGHT_1 });
    const corpus = makeCorpus(20);
    corpus.items.push(item('1000003001', 'SOCIETE 3', 'new-one'));
    const second = await publishSnapshot(store, inputOf(corpus), { now: NIGHT_2, skipUnchanged: true });
    expect(second.unchanged).toBeUndefined();
    expect(second.parentId).toBe(first.snapshotId);
    expect(second.added).toBe(1);
  });
});
