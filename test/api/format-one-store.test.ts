import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.js';
import { entreprisePath } from '../../publish/artefacts/feed-layout.js';
import { canonicalJson } from '../../publish/snapshot/manifest.js';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.js';
import { writeCurrent } from '../../publish/snapshot/pointer.js';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.js';
import { LEDGER_SHARD_HEX, manifestKey, objectKey, sha256Hex, shardOf, TREE_SHARD_HEX } from '../../publish/snapshot/snapshot-layout.js';
import type { LedgerItem } from '../../publish/snapshot/snapshot-types.js';
import type { FsStore } from '../../publish/store/fs-store.js';
import { SITE_URL } from './helpers/api-harness.js';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.js';
import { serveStore, tempStore, type ServedStore } from './helpers/store-server.js';

/**
 * Stores published before snapshot format 2 are served as they are: the API reads every
 * snapshot through publish/snapshot's reader (`openSnapshot`), never the tree format itself.
 */

const FIRST = '20261120T020000Z';
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Writes what the builder produced as the code before format 2 did: 256 tree shards, ledger shards keyed by sha256(id). */
async function publishFormatOne(store: FsStore, built: Awaited<ReturnType<typeof buildArtefacts>>): Promise<void> {
  const put = async (body: Buffer): Promise<string> => {
    const hash = sha256Hex(body);
    await store.put(objectKey(hash), body);
    return hash;
  };
  const shards = new Map<string, Record<string, unknown>>();
  for await (const artefact of built.artefacts) {
    const key = shardOf(artefact.path, TREE_SHARD_HEX);
    shards.set(key, { ...shards.get(key), [artefact.path]: { sha256: await put(artefact.body), size: artefact.body.length, contentType: artefact.contentType } });
  }
  const items: LedgerItem[] = [];
  for await (const item of built.ledger) items.push(item);
  const changes = Buffer.from(`${JSON.stringify({ format: 'annonces-nc/changes@1', from: null, to: FIRST, added: items, removed: [], updated: [], companiesChanged: [] })}\n`);
  const changesKey = shardOf('changes.json', TREE_SHARD_HEX);
  shards.set(changesKey, { ...shards.get(changesKey), 'changes.json': { sha256: await put(changes), size: changes.length, contentType: 'application/json' } });
  const tree: Record<string, string> = {};
  for (const [key, entries] of shards) tree[key] = await put(Buffer.from(canonicalJson({ format: 'annonces-nc/tree-shard@1', entries })));
  const ledgerShards = new Map<string, LedgerItem[]>();
  for (const item of items) ledgerShards.set(shardOf(item.id, LEDGER_SHARD_HEX), [...(ledgerShards.get(shardOf(item.id, LEDGER_SHARD_HEX)) ?? []), item]);
  const ledger: Record<string, string> = {};
  for (const [key, shardItems] of ledgerShards) ledger[key] = await put(Buffer.from(canonicalJson({ format: 'annonces-nc/ledger-shard@1', items: shardItems })));
  const manifest = {
    format: 'annonces-nc/snapshot@1', id: FIRST, parentId: null, createdAt: '2026-11-20T02:00:00.000Z', runIds: ['run-1'], codeVersion: 'old',
    counts: built.counts,
    tree: { root: await put(Buffer.from(canonicalJson({ format: 'annonces-nc/tree@1', shards: tree }))), paths: [...shards.values()].reduce((n, e) => n + Object.keys(e).length, 0) },
    ledger: { root: await put(Buffer.from(canonicalJson({ format: 'annonces-nc/ledger@1', shards: ledger }))), items: items.length },
    changes: { path: 'changes.json', added: items.length, removed: 0, updated: 0, companiesChanged: 0 },
    written: { objects: 0, bytes: 0 },
  };
  const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await store.put(manifestKey(FIRST), body);
  await writeCurrent(store, FIRST, sha256Hex(body), new Date('2026-11-20T02:00:00Z'));
}

describe('a store written in snapshot format 1', () => {
  it('is served, checked and searched, and stays readable with snapshot=<id> once a format 2 snapshot follows it', async () => {
    const temp = tempStore();
    cleanups.push(temp.cleanup);
    const warehouse = await createTempWarehouse();
    cleanups.push(() => warehouse.cleanup());
    await fillApiFixture(warehouse.warehouse, 20);
    await publishFormatOne(temp.store, await buildArtefacts(warehouse.warehouse, { siteUrl: SITE_URL }));
    const served: ServedStore = await serveStore(temp);
    cleanups.push(() => served.close());

    const company = await served.call('/v1/entreprises/1234567001');
    expect(company.status).toBe(200);
    expect(company.headers['x-snapshot']).toBe(FIRST);
    expect(company.json.denomination).toBe('Société Calédonienne de Nickel');
    expect((await served.call('/v1/search?q=boulangerie')).json.data[0].ridet).toBe('7654321002');
    expect((await served.call('/v1/annonces?limit=3')).json.data).toHaveLength(3);

    // Integrity is checked on format 1 objects as on any other.
    const file = path.join(temp.storeDir, objectKey((await (await openSnapshot(temp.store, FIRST)).hash(entreprisePath('7654321002')))!));
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, original.toString('utf8').replace('Boulangerie', 'Coulangerie'));
    expect((await served.call('/v1/entreprises/7654321002')).json.code).toBe('snapshot_corrupt');
    fs.writeFileSync(file, original);
    expect((await served.call('/v1/entreprises/7654321002')).json.denomination).toBe('Boulangerie du Port');

    // The next night, in format 2, over the format 1 parent.
    await insertAnnouncement(warehouse.warehouse, {
      id: 'format-deux', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
    });
    await derive(warehouse.warehouse);
    const next = await publishSnapshot(temp.store, { ...(await buildArtefacts(warehouse.warehouse, { siteUrl: SITE_URL })), runIds: ['run-2'], codeVersion: 'test' }, { now: new Date('2026-11-21T02:00:00Z') });
    expect(next.parentId).toBe(FIRST);
    await expect.poll(async () => (await served.call('/v1/entreprises/1234567001')).headers['x-snapshot'], { timeout: 10_000 }).toBe(next.snapshotId);
    expect((await served.call('/v1/entreprises/1234567001')).json.annonces[0].id).toBe('format-deux');

    const listed = await served.call('/v1/snapshots');
    expect(listed.json.data.map((s: { id: string; parent: string | null }) => [s.id, s.parent])).toEqual([[next.snapshotId, FIRST], [FIRST, null]]);
    const then = await served.call(`/v1/entreprises/1234567001?snapshot=${FIRST}`);
    expect(then.headers['x-snapshot']).toBe(FIRST);
    expect(then.json.annonces.map((a: { id: string }) => a.id)).not.toContain('format-deux');
    expect(sha256Hex(then.raw)).toBe(sha256Hex(company.raw));
    expect((await served.call(`/v1/search?q=boulangerie&snapshot=${FIRST}`)).json.data[0].ridet).toBe('7654321002');
  });
});
