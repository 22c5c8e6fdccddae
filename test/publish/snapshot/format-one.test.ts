import { describe, expect, it } from 'vitest';
import { diffSnapshots } from '../../../publish/snapshot/diff-snapshots.js';
import { gc } from '../../../publish/snapshot/gc.js';
import { canonicalJson } from '../../../publish/snapshot/manifest.js';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.js';
import { writeCurrent } from '../../../publish/snapshot/pointer.js';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.js';
import { LEDGER_SHARD_HEX, manifestKey, objectKey, sha256Hex, shardOf, TREE_SHARD_HEX } from '../../../publish/snapshot/snapshot-layout.js';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.js';
import { MemoryStore } from '../../../publish/store/memory-store.js';
import { artefactsOf, countsOf, inputOf, makeCorpus, nightTwo, ridetOf, type Corpus } from './snapshot-fixture.js';

const ID = '20261120T020000Z';

/** Writes a snapshot as the code before format 2 did: 256 tree shards, 4 096 ledger shards keyed by sha256(id). */
async function publishFormatOne(store: MemoryStore, corpus: Corpus): Promise<void> {
  const put = async (value: unknown): Promise<string> => {
    const body = Buffer.from(typeof value === 'string' ? value : canonicalJson(value));
    const hash = sha256Hex(body);
    await store.put(objectKey(hash), body);
    return hash;
  };
  const treeShards = new Map<string, Record<string, unknown>>();
  const addPath = (path: string, body: Buffer) => {
    const key = shardOf(path, TREE_SHARD_HEX);
    treeShards.set(key, { ...treeShards.get(key), [path]: { sha256: sha256Hex(body), size: body.length, contentType: 'application/json' } });
  };
  for (const artefact of artefactsOf(corpus)) {
    await put(artefact.body.toString());
    addPath(artefact.path, artefact.body);
  }
  const changes = Buffer.from(`${JSON.stringify({ format: 'annonces-nc/changes@1', from: null, to: ID, added: corpus.items, removed: [], updated: [], companiesChanged: [] })}\n`);
  await put(changes.toString());
  addPath('changes.json', changes);
  const tree: Record<string, string> = {};
  for (const [key, entries] of treeShards) tree[key] = await put({ format: 'annonces-nc/tree-shard@1', entries });
  const ledgerShards = new Map<string, unknown[]>();
  for (const item of corpus.items) ledgerShards.set(shardOf(item.id, LEDGER_SHARD_HEX), [...(ledgerShards.get(shardOf(item.id, LEDGER_SHARD_HEX)) ?? []), item]);
  const ledger: Record<string, string> = {};
  for (const [key, items] of ledgerShards) ledger[key] = await put({ format: 'annonces-nc/ledger-shard@1', items });
  const manifest = {
    format: 'annonces-nc/snapshot@1', id: ID, parentId: null, createdAt: '2026-11-20T02:00:00.000Z', runIds: ['run-1'], codeVersion: 'old',
    counts: countsOf(corpus),
    tree: { root: await put({ format: 'annonces-nc/tree@1', shards: tree }), paths: [...treeShards.values()].reduce((n, e) => n + Object.keys(e).length, 0) },
    ledger: { root: await put({ format: 'annonces-nc/ledger@1', shards: ledger }), items: corpus.items.length },
    changes: { path: 'changes.json', added: corpus.items.length, removed: 0, updated: 0, companiesChanged: 0 },
    written: { objects: 0, bytes: 0 },
  };
  const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await store.put(manifestKey(ID), body);
  await writeCurrent(store, ID, sha256Hex(body), new Date('2026-11-20T02:00:00Z'));
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
