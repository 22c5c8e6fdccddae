import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBulkExports, exportFileKey, exportIndexKey, readBulkExportIndex } from '../../../publish/snapshot/bulk-exports.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { GC_LOCK_KEY, LEASES_PREFIX } from '../../../publish/snapshot/snapshot-layout.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { inputOf, makeCorpus } from './snapshot-fixture.ts';

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

// The builds' temporary files go here, which must be empty again after each build.
let tempDir: string;
beforeEach(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'bulk-exports-'));
});
afterEach(async () => {
  expect(await readdir(tempDir)).toEqual([]);
  await rm(tempDir, { recursive: true, force: true });
});

async function published(companies: number) {
  const store = new MemoryStore();
  const corpus = makeCorpus(companies);
  const { snapshotId } = await publishSnapshot(store, inputOf(corpus, 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
  return { store, corpus, snapshotId };
}

describe('bulk exports of a snapshot', () => {
  it('stores eight files under their sha256 and the index last, which reads back', async () => {
    const { store, corpus, snapshotId } = await published(6);
    expect(await readBulkExportIndex(store, snapshotId)).toBeNull();
    const index = await buildBulkExports(store, snapshotId, { tempDir, now: new Date('2026-11-20T03:00:00Z') });
    expect(index).toMatchObject({ version: 1, snapshot: snapshotId, builtAt: '2026-11-20T03:00:00.000Z' });
    expect(index.files.map((f) => [f.name, f.rows])).toEqual([
      ['annonces.parquet', 12],
      ['annonces.ndjson.gz', 12],
      ['entreprises.parquet', 6],
      ['entreprises.ndjson.gz', 6],
      ['annonces.csv', 12],
      ['annonces.bom.csv', 12],
      ['entreprises.csv', 6],
      ['entreprises.bom.csv', 6],
    ]);
    for (const file of index.files) {
      const body = await store.get(exportFileKey(file.sha256));
      expect(body && sha(body)).toBe(file.sha256);
      expect(body!.length).toBe(file.size);
    }
    const ndjson = (await store.get(exportFileKey(index.files[1]!.sha256)))!;
    const ids = gunzipSync(ndjson).toString('utf8').trimEnd().split('\n').map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids.sort()).toEqual(corpus.items.map((i) => i.id).sort());
    expect(await readBulkExportIndex(store, snapshotId)).toEqual(index);
  });

  it('exports as companies only the records, not the other files under entreprises/ (a company’s whole list of announcements)', async () => {
    const store = new MemoryStore();
    const corpus = makeCorpus(3);
    const input = inputOf(corpus, 'run-1');
    const list = { path: 'entreprises/1000001001/annonces.json', body: Buffer.from('{"items":[]}'), contentType: 'application/json; charset=utf-8' };
    const { snapshotId } = await publishSnapshot(store, { ...input, artefacts: [...(input.artefacts as Iterable<typeof list>), list] }, { now: new Date('2026-11-20T02:00:00Z') });
    const index = await buildBulkExports(store, snapshotId, { tempDir, now: new Date('2026-11-20T03:00:00Z') });
    expect(index.files.filter((f) => f.name.startsWith('entreprises')).map((f) => f.rows)).toEqual([3, 3, 3, 3]);
  });

  it('gives the same bytes when built again (gzip without a time stamp, Parquet in ledger order)', async () => {
    const { store, snapshotId } = await published(4);
    const once = await buildBulkExports(store, snapshotId, { tempDir });
    const twice = await buildBulkExports(store, snapshotId, { tempDir });
    expect(twice.files.map((f) => f.sha256)).toEqual(once.files.map((f) => f.sha256));
  });

  it('reads an index that does not read as one as missing, so that it is built again', async () => {
    const { store, snapshotId } = await published(2);
    const index = await buildBulkExports(store, snapshotId, { tempDir });
    await store.put(exportIndexKey(snapshotId), '{"version": 1, "snapshot": "cut');
    expect(await readBulkExportIndex(store, snapshotId)).toBeNull();
    await store.put(exportIndexKey(snapshotId), JSON.stringify({ ...index, files: index.files.slice(1) }));
    expect(await readBulkExportIndex(store, snapshotId)).toBeNull();
    await store.put(exportIndexKey(snapshotId), JSON.stringify({ ...index, snapshot: '20200101T000000Z' }));
    expect(await readBulkExportIndex(store, snapshotId)).toBeNull();
    expect(await readBulkExportIndex(store, '../current')).toBeNull();
  });

  it('stores nothing while a garbage collection runs (snapshot_gc_running), and leaves no lease', async () => {
    const { store, snapshotId } = await published(2);
    const now = new Date('2026-11-20T03:00:00Z');
    await store.put(GC_LOCK_KEY, JSON.stringify({ id: 'gc', startedAt: now.toISOString(), host: 'elsewhere', pid: 2 }));
    await expect(buildBulkExports(store, snapshotId, { tempDir, now })).rejects.toMatchObject({ code: 'snapshot_gc_running' });
    expect((await store.list('exports/')).objects).toEqual([]);
    expect((await store.list(LEASES_PREFIX)).objects).toEqual([]);
    await store.delete(GC_LOCK_KEY);
    expect((await buildBulkExports(store, snapshotId, { tempDir, now })).snapshot).toBe(snapshotId);
    expect((await store.list(LEASES_PREFIX)).objects).toEqual([]);
  });

  it('fails with snapshot_not_found for a snapshot the store does not hold, storing nothing', async () => {
    const { store } = await published(1);
    await expect(buildBulkExports(store, '20990101T000000Z', { tempDir })).rejects.toMatchObject({ code: 'snapshot_not_found' });
    expect((await store.list('exports/')).objects).toEqual([]);
  });
});
