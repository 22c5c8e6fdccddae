import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entreprisePath, feedIndexPath, SEARCH_INDEX_PATH, type FeedIndex } from '../../publish/artefacts/feed-layout.ts';
import { readManifest, type TreeRoot } from '../../publish/snapshot/manifest.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { objectKey, shardOf, TREE_SHARD_HEX } from '../../publish/snapshot/snapshot-layout.ts';
import type { FsStore } from '../../publish/store/fs-store.ts';
import { createTempWarehouse, fillApiFixture } from './helpers/fixture-warehouse.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * Every byte the API serves is checked against the content hash the snapshot
 * names it by, when it first enters memory. A damaged object is refused (503 snapshot_corrupt,
 * logged as an error), never served as data, never remembered; everything else keeps working.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function publishedFixture(): Promise<{ dir: string; storeDir: string; store: FsStore; snapshotId: string }> {
  const temp = tempStore();
  cleanups.push(temp.cleanup);
  const warehouse = await createTempWarehouse();
  try {
    await fillApiFixture(warehouse.warehouse, 40);
    const published = await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-21T02:00:00Z');
    return { ...temp, snapshotId: published.snapshotId };
  } finally {
    warehouse.cleanup();
  }
}

async function serve(fixture: { dir: string; storeDir: string }): Promise<ServedStore> {
  const served = await serveStore(fixture);
  cleanups.push(() => served.close());
  return served;
}

/** The file of the object a logical path of the current snapshot is stored in. */
async function objectFile(store: FsStore, storeDir: string, logicalPath: string): Promise<string> {
  const hash = await (await openSnapshot(store)).hash(logicalPath);
  if (hash === null) throw new Error(`no ${logicalPath} in the fixture snapshot`);
  return path.join(storeDir, objectKey(hash));
}

function replaceInFile(file: string, from: string, to: string): Buffer {
  const original = fs.readFileSync(file);
  const text = original.toString('utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
  return original;
}

function expectCorruptProblem(res: { status: number; headers: Record<string, unknown>; json: { code: string; status: number } }): void {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json).toMatchObject({ status: 503, code: 'snapshot_corrupt' });
}

function corruptionLogs(served: ServedStore, url: string): Array<Record<string, unknown>> {
  return served.logs().filter((l) => l.level === 50 && l.url === url && String(l.msg).includes('content-hash check'));
}

describe('integrity of what the API serves', () => {
  it('refuses a company record whose stored bytes changed (one flipped letter), logs it, and serves the other companies', async () => {
    const fixture = await publishedFixture();
    const file = await objectFile(fixture.store, fixture.storeDir, entreprisePath('7654321002'));
    // One byte: "Boulangerie" becomes "Coulangerie". Still valid JSON, a plausible name.
    const original = replaceInFile(file, 'Boulangerie du Port', 'Coulangerie du Port');
    const served = await serve(fixture);

    const damaged = await served.call('/v1/entreprises/7654321002');
    expectCorruptProblem(damaged);
    expect(damaged.text).not.toContain('Coulangerie');
    expect(corruptionLogs(served, '/v1/entreprises/7654321002')).toHaveLength(1);
    expect(corruptionLogs(served, '/v1/entreprises/7654321002')[0]).toMatchObject({ snapshot: fixture.snapshotId, err: { code: 'snapshot_corrupt' } });

    const other = await served.call('/v1/entreprises/1234567001');
    expect(other.status).toBe(200);
    expect(other.json.ridet).toBe('1234567001');

    // Never remembered: asked again, refused again, the store read again...
    expectCorruptProblem(await served.call('/v1/entreprises/7654321002', { headers: { 'accept-encoding': 'br' } }));
    expect(corruptionLogs(served, '/v1/entreprises/7654321002')).toHaveLength(2);
    // ...so once the object is repaired (what the next publish does), it is served at once.
    fs.writeFileSync(file, original);
    const repaired = await served.call('/v1/entreprises/7654321002');
    expect(repaired.status).toBe(200);
    expect(repaired.json.denomination).toBe('Boulangerie du Port');
  });

  it('refuses a truncated feed page and a truncated search index, and keeps serving company records', async () => {
    const fixture = await publishedFixture();
    const snapshot = await openSnapshot(fixture.store);
    const index = JSON.parse((await snapshot.read(feedIndexPath({ type: null, source: null })))!.toString('utf8')) as FeedIndex;
    const pageFile = await objectFile(fixture.store, fixture.storeDir, index.pages[0]!.path);
    fs.writeFileSync(pageFile, fs.readFileSync(pageFile).subarray(0, 200));
    const searchFile = await objectFile(fixture.store, fixture.storeDir, SEARCH_INDEX_PATH);
    fs.writeFileSync(searchFile, fs.readFileSync(searchFile).subarray(0, 1000));
    const served = await serve(fixture);

    expectCorruptProblem(await served.call('/v1/annonces?limit=5'));
    expectCorruptProblem(await served.call('/v1/annonces.atom?limit=5'));
    expectCorruptProblem(await served.call('/v1/search?q=nickel'));
    expect(corruptionLogs(served, '/v1/annonces?limit=5')).toHaveLength(1);
    expect(corruptionLogs(served, '/v1/search?q=nickel')).toHaveLength(1);

    expect((await served.call('/v1/entreprises/1234567001')).status).toBe(200);
    expect((await served.call('/v1/annonces?type=creation&limit=5')).status).toBe(200);
    expect((await served.call('/v1/snapshots')).status).toBe(200);
  });

  it('refuses the paths of a damaged tree shard (a path renamed in it), and serves the paths of the other shards', async () => {
    const fixture = await publishedFixture();
    const target = entreprisePath('7654321002');
    const key = shardOf(target, TREE_SHARD_HEX);
    // The shard must not be one the server reads at start-up (search index, main feed) or for the control request.
    for (const other of [SEARCH_INDEX_PATH, feedIndexPath({ type: null, source: null }), entreprisePath('1234567001')]) {
      expect(shardOf(other, TREE_SHARD_HEX), other).not.toBe(key);
    }
    const { manifest } = await readManifest(fixture.store, fixture.snapshotId);
    const root = JSON.parse(fs.readFileSync(path.join(fixture.storeDir, objectKey(manifest.tree.root)), 'utf8')) as TreeRoot;
    const shardFile = path.join(fixture.storeDir, objectKey(root.shards[key]!));
    // Still valid JSON: read without its hash checked, the record would silently become a 404.
    replaceInFile(shardFile, '"entreprises/7654321002.json"', '"entreprises/7654321009.json"');
    const served = await serve(fixture);

    expectCorruptProblem(await served.call('/v1/entreprises/7654321002'));
    expect(corruptionLogs(served, '/v1/entreprises/7654321002')).toHaveLength(1);
    const other = await served.call('/v1/entreprises/1234567001');
    expect(other.status).toBe(200);
  });
});
