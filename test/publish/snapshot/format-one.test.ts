import { describe, expect, it } from 'vitest';
import { diffSnapshots } from '../../../publish/snapshot/diff-snapshots.js';
import { gc } from '../../../publish/snapshot/gc.js';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.js';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.js';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.js';
import { MemoryStore } from '../../../publish/store/memory-store.js';
import { writeFormatOneSnapshot } from '../../helpers/format-one-snapshot.js';
import { artefactsOf, countsOf, inputOf, makeCorpus, nightTwo, ridetOf, type Corpus } from './snapshot-fixture.js';

const ID = '20261120T020000Z';

async function publishFormatOne(store: MemoryStore, corpus: Corpus): Promise<void> {
  await writeFormatOneSnapshot(store, { id: ID, artefacts: artefactsOf(corpus), items: corpus.items, counts: countsOf(corpus) });
}

describe('a store written before snapshot format 2', () => {
  it('is read, verified, and published over with exact changes', async () => {
    const store = new MemoryStore();
    const corpus = makeCorpus(40);
    await publishFormatOne(store, corpus);
    const old = await openSnapshot(store, ID);
    expect(JSON.parse((await old.read(`entreprises/${ridetOf(3)}.json`))!.toString())).toMatchObject({ denomination: 'SOCIETE 3' });
    const items: unknown[] = [];
    for await (const item of old.ledger()) items.push(item);
    expect(items).toHaveLength(80);
    expect((await verifySnapshot(store, ID)).ok).toBe(true);

    const next = await publishSnapshot(store, inputOf(nightTwo(corpus), 'run-2'), { now: new Date('2026-11-21T02:00:00Z') });
    expect(next).toMatchObject({ parentId: ID, added: 1, removed: 1, companiesChanged: 3 });
    const changes = await (await openSnapshot(store, next.snapshotId)).changes();
    expect(changes.added.map((i) => i.id)).toEqual(['new-1']);
    expect(changes.removed).toEqual(['a2-0']);
    expect(await diffSnapshots(store, ID, next.snapshotId)).toEqual(changes);
    expect((await verifySnapshot(store, next.snapshotId)).ok).toBe(true);
    const result = await gc(store, { keep: 2, graceSeconds: 0, now: new Date('2026-12-01T00:00:00Z') });
    expect(result.deletedObjects).toBe(0);
    expect((await verifySnapshot(store, ID)).ok).toBe(true);
  });
});
