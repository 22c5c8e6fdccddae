import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBulkExports, EXPORT_FILES_PREFIX, exportFileKey, exportIndexKey, readBulkExportIndex, type BulkExportIndex } from '../../../publish/snapshot/bulk-exports.ts';
import { gc } from '../../../publish/snapshot/gc.ts';
import { LEASES_PREFIX, manifestKey, MANIFESTS_PREFIX } from '../../../publish/snapshot/snapshot-layout.ts';
import { FsStore } from '../../../publish/store/fs-store.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { listAll, type ObjectStore } from '../../../publish/store/object-store.ts';
import { fourNights } from './snapshot-fixture.ts';

/**
 * GC and the bulk files (publish/snapshot/gc-exports.ts): a pruned snapshot's exports index
 * goes, then the files no remaining index names; files shared with a kept snapshot stay; the
 * order survives a crash; what is recent or under a lease is spared. On the memory store and
 * on the filesystem store.
 *
 * Ages: both stores stamp objects with the real clock, so every GC here runs at `LATER` (two
 * hours after the test started, past the one-hour grace for everything the test wrote) or at
 * `SOON` (within the grace of everything). Nothing depends on the date the tests run.
 */
const GRACE = 3600;
const LATER = () => new Date(Date.now() + 2 * GRACE * 1000);
const SOON = () => new Date(Date.now() + 60 * 1000);
const sha = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const STORES: Array<{ name: string; open: () => Promise<ObjectStore> }> = [
  { name: 'memory store', open: () => Promise.resolve(new MemoryStore()) },
  { name: 'fs store', open: async () => new FsStore(await tempFolder('gc-exports-store-')) },
];


async function keysUnder(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const info of listAll(store, prefix)) keys.push(info.key);
  return keys.sort();
}

/** An index as a build writes it, naming files the test stored itself. */
async function handIndex(store: ObjectStore, snapshotId: string, bodies: string[]): Promise<void> {
  for (const body of bodies) await store.put(exportFileKey(sha(body)), body);
  const files = bodies.map((body, i) => ({ name: `f${i}`, content: 'annonces', format: 'ndjson', compression: 'gzip', mediaType: 'application/gzip', size: body.length, sha256: sha(body), rows: 1 }));
  await store.put(exportIndexKey(snapshotId), JSON.stringify({ version: 1, snapshot: snapshotId, builtAt: '2026-11-25T00:00:00.000Z', files }));
}

/** The store with deletes under one prefix failing: a GC cut there, as by a crash. */
function deletesFailUnder(store: ObjectStore, prefix: string): ObjectStore {
  return {
    url: store.url,
    get: (key) => store.get(key),
    getStream: (key) => store.getStream(key),
    head: (key) => store.head(key),
    put: (key, body, options) => store.put(key, body, options),
    putFile: (key, file, options) => store.putFile(key, file, options),
    list: (prefix, options) => store.list(prefix, options),
    delete: async (key) => {
      if (key.startsWith(prefix)) throw new Error(`cut before deleting ${key}`);
      await store.delete(key);
    },
  };
}

/** Every file a remaining index names is in the store with its bytes. */
async function indexesWhole(store: ObjectStore): Promise<void> {
  for (const key of await keysUnder(store, 'exports/snapshots/')) {
    const index = JSON.parse((await store.get(key))!.toString('utf8')) as BulkExportIndex;
    for (const file of index.files) {
      const body = await store.get(exportFileKey(file.sha256));
      expect(body, `${key} names ${file.sha256}`).not.toBeNull();
      expect(sha(body!)).toBe(file.sha256);
    }
  }
}

describe.each(STORES)('gc of the bulk files, on the $name', ({ open }) => {
  it('deletes a pruned snapshot’s index and the files only it named; the kept exports stay whole', async () => {
    const store = await open();
    const tempDir = await tempFolder('gc-exports-build-');
    const ids = await fourNights(store, 4);
    const built = new Map<string, BulkExportIndex>();
    for (const id of ids) built.set(id, await buildBulkExports(store, id, { tempDir }));
    const keptFiles = new Set(ids.slice(2).flatMap((id) => built.get(id)!.files.map((f) => f.sha256)));
    const prunedOnly = new Set(ids.slice(0, 2).flatMap((id) => built.get(id)!.files.map((f) => f.sha256)).filter((h) => !keptFiles.has(h)));
    expect(prunedOnly.size).toBeGreaterThan(0);

    const result = await gc(store, { keep: 2, graceSeconds: GRACE, now: LATER() });
    expect(result.deletedSnapshots).toEqual(ids.slice(0, 2));
    expect(result.exports).toEqual({ deletedIndexes: ids.slice(0, 2), deletedFiles: prunedOnly.size, deletedBytes: expect.any(Number), sparedRecent: 0 });
    expect(await keysUnder(store, 'exports/snapshots/')).toEqual(ids.slice(2).map(exportIndexKey).sort());
    expect(await keysUnder(store, EXPORT_FILES_PREFIX)).toEqual([...keptFiles].map(exportFileKey).sort());
    for (const id of ids.slice(2)) expect(await readBulkExportIndex(store, id)).toEqual(built.get(id));
    await indexesWhole(store);

    // Nothing left to collect.
    expect((await gc(store, { keep: 2, graceSeconds: GRACE, now: LATER() })).exports).toEqual({ deletedIndexes: [], deletedFiles: 0, deletedBytes: 0, sparedRecent: 0 });
  });

  it('keeps a file a pruned snapshot shares with a kept one (files are content-addressed)', async () => {
    const store = await open();
    const ids = await fourNights(store, 4);
    await handIndex(store, ids[0]!, ['shared', 'old only']);
    await handIndex(store, ids[3]!, ['shared', 'new only']);
    const result = await gc(store, { keep: 1, graceSeconds: GRACE, now: LATER() });
    expect(result.exports).toEqual({ deletedIndexes: [ids[0]], deletedFiles: 1, deletedBytes: 'old only'.length, sparedRecent: 0 });
    expect(await keysUnder(store, EXPORT_FILES_PREFIX)).toEqual([exportFileKey(sha('shared')), exportFileKey(sha('new only'))].sort());
    await indexesWhole(store);
  });

  it('spares what is younger than the grace period, then deletes an index whose snapshot is gone and its files', async () => {
    const store = await open();
    await fourNights(store, 4);
    // Left by a GC from before exports were collected: the snapshot's manifest is gone.
    const orphan = '20261101T020000Z';
    await handIndex(store, orphan, ['orphan file']);
    await store.put(exportFileKey(sha('unnamed')), 'unnamed');
    expect((await gc(store, { keep: 4, graceSeconds: GRACE, now: SOON() })).exports).toEqual({ deletedIndexes: [], deletedFiles: 0, deletedBytes: 0, sparedRecent: 2 });
    expect(await store.head(exportIndexKey(orphan))).not.toBeNull();
    expect(await store.head(exportFileKey(sha('orphan file')))).not.toBeNull();

    const later = await gc(store, { keep: 4, graceSeconds: GRACE, now: LATER() });
    expect(later.exports).toEqual({ deletedIndexes: [orphan], deletedFiles: 2, deletedBytes: 'orphan file'.length + 'unnamed'.length, sparedRecent: 0 });
    expect(await keysUnder(store, 'exports/')).toEqual([]);
  });

  it('leaves keys it does not recognise under exports/', async () => {
    const store = await open();
    await fourNights(store, 4);
    await store.put(`${EXPORT_FILES_PREFIX}notes.txt`, 'not a hash');
    await store.put('exports/snapshots/readme.json', '{}');
    await gc(store, { keep: 1, graceSeconds: GRACE, now: LATER() });
    expect(await keysUnder(store, 'exports/')).toEqual([`${EXPORT_FILES_PREFIX}notes.txt`, 'exports/snapshots/readme.json']);
  });

  it('drops the pruned snapshots’ indexes but sweeps no file while a lease is live', async () => {
    const store = await open();
    const ids = await fourNights(store, 4);
    await handIndex(store, ids[0]!, ['old only']);
    const now = LATER();
    await store.put(`${LEASES_PREFIX}x.json`, JSON.stringify({ id: 'x', startedAt: now.toISOString(), host: 'elsewhere', pid: 2 }));
    const result = await gc(store, { keep: 1, graceSeconds: GRACE, now });
    expect(result.sweepSkipped).toMatch(/publish in progress/);
    expect(result.exports).toEqual({ deletedIndexes: [ids[0]], deletedFiles: 0, deletedBytes: 0, sparedRecent: 0 });
    expect(await store.head(exportIndexKey(ids[0]!))).toBeNull();
    expect(await store.head(exportFileKey(sha('old only')))).not.toBeNull();
  });

  it('reports in a dry run what a run then deletes, deleting nothing', async () => {
    const store = await open();
    const ids = await fourNights(store, 4);
    await handIndex(store, ids[0]!, ['shared', 'old only']);
    await handIndex(store, ids[3]!, ['shared']);
    await handIndex(store, '20261101T020000Z', ['orphan file']);
    const before = await keysUnder(store, '');
    const now = LATER();
    const dry = await gc(store, { keep: 1, graceSeconds: GRACE, now, dryRun: true });
    expect(await keysUnder(store, '')).toEqual(before);
    const real = await gc(store, { keep: 1, graceSeconds: GRACE, now });
    expect(dry.exports).toEqual(real.exports);
    expect(real.exports).toEqual({ deletedIndexes: [ids[0], ids[1], ids[2], '20261101T020000Z'].filter((id) => before.includes(exportIndexKey(id!))), deletedFiles: 2, deletedBytes: 'old only'.length + 'orphan file'.length, sparedRecent: 0 });
  });

  it('cut anywhere, never leaves an index naming a deleted file, and the next run finishes', async () => {
    const store = await open();
    const ids = await fourNights(store, 4);
    await handIndex(store, ids[0]!, ['shared', 'old only']);
    await handIndex(store, ids[3]!, ['shared', 'new only']);
    // Cut before the first manifest deletion: the pruned snapshot's index is already gone.
    await expect(gc(deletesFailUnder(store, MANIFESTS_PREFIX), { keep: 1, graceSeconds: GRACE, now: LATER() })).rejects.toThrow(/cut before deleting snapshots\//);
    expect(await store.head(exportIndexKey(ids[0]!))).toBeNull();
    expect(await store.head(manifestKey(ids[0]!))).not.toBeNull();
    await indexesWhole(store);
    // Cut before the first file deletion: every index left still has its files.
    await expect(gc(deletesFailUnder(store, EXPORT_FILES_PREFIX), { keep: 1, graceSeconds: GRACE, now: LATER() })).rejects.toThrow(/cut before deleting exports\/files\//);
    expect(await store.head(manifestKey(ids[0]!))).toBeNull();
    await indexesWhole(store);
    // The run after the crash finishes the work.
    const result = await gc(store, { keep: 1, graceSeconds: GRACE, now: LATER() });
    expect(result.exports).toMatchObject({ deletedFiles: 1 });
    expect(await keysUnder(store, EXPORT_FILES_PREFIX)).toEqual([exportFileKey(sha('shared')), exportFileKey(sha('new only'))].sort());
    await indexesWhole(store);
  });
});

describe('an export build and GC at the same time', () => {
  /** A memory store whose exports index writes wait, once armed, until released. */
  class HeldIndexes extends MemoryStore {
    #armed = false;
    #release: () => void = () => {};
    readonly #held = new Promise<void>((resolve) => {
      this.#release = resolve;
    });
    #reach: () => void = () => {};
    /** Resolves when a build has stored (or found) its files and is about to write its index. */
    readonly reached = new Promise<void>((resolve) => {
      this.#reach = resolve;
    });
    arm(): void {
      this.#armed = true;
    }
    release(): void {
      this.#release();
    }
    override async put(key: string, body: Buffer | Uint8Array | string, options?: { contentType?: string }): Promise<void> {
      if (this.#armed && key.startsWith('exports/snapshots/')) {
        this.#reach();
        await this.#held;
      }
      return super.put(key, body, options);
    }
  }

  it('GC sweeps no file while a build relies on files already stored and not yet named', async () => {
    const store = new HeldIndexes();
    const tempDir = await tempFolder('gc-exports-build-');
    const ids = await fourNights(store, 4);
    const kept = ids[3]!;
    const first = await buildBulkExports(store, kept, { tempDir });
    // A build cut before its index: the files are stored (and old), no index names them.
    await store.delete(exportIndexKey(kept));
    store.arm();
    const building = buildBulkExports(store, kept, { tempDir });
    await store.reached;
    // The build found every file present and is about to name them: GC must not delete them now.
    const during = await gc(store, { keep: 1, graceSeconds: GRACE, now: LATER() });
    expect(during.sweepSkipped).toMatch(/publish in progress/);
    expect(during.exports.deletedFiles).toBe(0);
    store.release();
    expect((await building).files).toEqual(first.files);
    await indexesWhole(store);
    expect(await keysUnder(store, LEASES_PREFIX)).toEqual([]);
    expect(await readdir(tempDir)).toEqual([]);
  });
});
