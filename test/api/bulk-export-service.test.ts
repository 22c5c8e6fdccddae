import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { ReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeBulkExports } from '../../api/bulk-export-service.ts';
import { BULK_FILES, EXPORT_FILES_PREFIX, exportFileKey, exportIndexKey, type BulkExportIndex, type BulkFile } from '../../publish/snapshot/bulk-exports.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { GC_LOCK_KEY } from '../../publish/snapshot/snapshot-layout.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { eventually } from '../helpers/eventually.ts';
import { inputOf, makeCorpus } from '../publish/snapshot/snapshot-fixture.ts';
import { startApi } from './helpers/api-harness.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

/**
 * The bulk export service on its own (api/bulk-export-service.ts): one build per snapshot
 * shared by concurrent requests, `pending` past the wait, a failed build tried again, bytes
 * checked once and then read from the local copy.
 */

/** A memory store whose manifest reads wait until released, and which counts reads by key. */
class HeldStore extends MemoryStore {
  readonly reads = new Map<string, number>();
  #release: () => void = () => {};
  #held: Promise<void> | null = null;

  hold(): void {
    this.#held = new Promise<void>((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#release();
    this.#held = null;
  }

  override async get(key: string): Promise<Buffer | null> {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    if (key.startsWith('snapshots/') && this.#held !== null) await this.#held;
    return super.get(key);
  }

  override async getStream(key: string): Promise<Readable | null> {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    return super.getStream(key);
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fixture() {
  const store = new HeldStore();
  const { snapshotId } = await publishSnapshot(store, inputOf(makeCorpus(5), 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'bulk-export-cache-'));
  cleanups.push(() => rm(cacheDir, { recursive: true, force: true }));
  return { store, snapshotId, cacheDir };
}

describe('the bulk export service', () => {
  it('answers pending while a build outlasts the wait, shares one build between requests, then serves its index', async () => {
    const { store, snapshotId, cacheDir } = await fixture();
    const log = memoryLogger();
    const exports = storeBulkExports(store, { cacheDir, buildWaitMs: 30, logger: log.logger });
    store.hold();
    cleanups.push(() => store.release());
    const waiting = await Promise.all([exports.index(snapshotId), exports.index(snapshotId), exports.index(snapshotId)]);
    expect(waiting).toEqual(['pending', 'pending', 'pending']);
    expect(await store.get(exportIndexKey(snapshotId))).toBeNull();
    store.release();
    // Each call waits 30 ms on the one build under way, until it has finished.
    const index = await eventually('the build to finish', 20_000, async () => {
      const answer = await exports.index(snapshotId);
      return typeof answer === 'string' ? null : answer;
    });
    expect(index.files.map((f) => f.name)).toEqual(BULK_FILES.map((f) => f.name));
    expect(await store.get(exportIndexKey(snapshotId))).not.toBeNull();
    expect(log.lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg === 'bulk exports built')).toHaveLength(1);
  });

  it('never builds a snapshot whose index is in the store', async () => {
    const { store, snapshotId, cacheDir } = await fixture();
    const first = await storeBulkExports(store, { cacheDir }).index(snapshotId);
    const log = memoryLogger();
    const second = await storeBulkExports(store, { cacheDir, logger: log.logger }).index(snapshotId);
    expect(second).toEqual(first);
    expect(log.lines).toEqual([]);
  });

  it('forgets a failed build, so that the next request tries again', async () => {
    const { store, cacheDir } = await fixture();
    const log = memoryLogger();
    const exports = storeBulkExports(store, { cacheDir, logger: log.logger });
    await expect(exports.index('20990101T000000Z')).rejects.toMatchObject({ code: 'snapshot_not_found' });
    await expect(exports.index('20990101T000000Z')).rejects.toMatchObject({ code: 'snapshot_not_found' });
    expect(store.reads.get('snapshots/20990101T000000Z.json')).toBe(2);
    expect(log.lines.map((l) => JSON.parse(l) as { msg: string; level: number }).filter((l) => l.msg === 'bulk export build failed' && l.level === 50)).toHaveLength(2);
  });

  it('answers pending while a garbage collection runs, logged as put off, and builds once it has ended', async () => {
    const { store, snapshotId, cacheDir } = await fixture();
    const log = memoryLogger();
    const exports = storeBulkExports(store, { cacheDir, logger: log.logger });
    await store.put(GC_LOCK_KEY, JSON.stringify({ id: 'gc', startedAt: new Date().toISOString(), host: 'elsewhere', pid: 2 }));
    expect(await exports.index(snapshotId)).toBe('pending');
    expect(await store.get(exportIndexKey(snapshotId))).toBeNull();
    const lines = log.lines.map((l) => JSON.parse(l) as { msg: string; level: number });
    expect(lines.filter((l) => l.msg.includes('garbage collection') && l.level === 30)).toHaveLength(1);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await store.delete(GC_LOCK_KEY);
    const index = await exports.index(snapshotId);
    expect(index).not.toBe('pending');
    expect(await store.get(exportIndexKey(snapshotId))).not.toBeNull();
  });

  it('reads ranges from a local copy checked once, and refuses an altered object', async () => {
    const { store, snapshotId, cacheDir } = await fixture();
    const exports = storeBulkExports(store, { cacheDir });
    const index = await exports.index(snapshotId);
    if (typeof index === 'string') throw new Error(index);
    const [parquet, ndjson] = index.files;
    const whole = (await store.get(exportFileKey(parquet!.sha256)))!;
    const readsBefore = store.reads.get(exportFileKey(parquet!.sha256)) ?? 0;
    expect((await exports.read(parquet!, 0, parquet!.size - 1)).equals(whole)).toBe(true);
    expect((await exports.read(parquet!, 4, 19)).equals(whole.subarray(4, 20))).toBe(true);
    expect((await exports.read(parquet!, parquet!.size - 4, parquet!.size - 1)).toString('latin1')).toBe('PAR1');
    // One store read for the three: the others came from the local copy.
    expect(store.reads.get(exportFileKey(parquet!.sha256))).toBe(readsBefore + 1);

    const original = (await store.get(exportFileKey(ndjson!.sha256)))!;
    const altered = Buffer.from(original);
    altered[0] = altered[0]! ^ 0xff;
    await store.put(exportFileKey(ndjson!.sha256), altered);
    await expect(exports.read(ndjson!, 0, 9)).rejects.toMatchObject({ code: 'export_corrupt' });
    // Put right, it is served: the refusal was not remembered.
    await store.put(exportFileKey(ndjson!.sha256), original);
    expect((await exports.read(ndjson!, 0, 9)).equals(original.subarray(0, 10))).toBe(true);
  });
});

describe('GET /v1/exports while the build lasts', () => {
  it('answers 503 export_pending with Retry-After, problem+json, not cached', async () => {
    const { store, snapshotId, cacheDir } = await fixture();
    const snapshot = await openSnapshot(store, snapshotId);
    store.hold();
    cleanups.push(() => store.release());
    const api = await startApi({ snapshot, exports: storeBulkExports(store, { cacheDir, buildWaitMs: 30 }) });
    cleanups.push(() => api.close());
    const res = await api.call('/v1/exports');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json).toMatchObject({ code: 'export_pending', status: 503 });
  });

  it('answers 503 exports_unavailable on a server without a store', async () => {
    const { store, snapshotId } = await fixture();
    const api = await startApi({ snapshot: await openSnapshot(store, snapshotId) });
    cleanups.push(() => api.close());
    const res = await api.call('/v1/exports');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'exports_unavailable' });
  });
});

describe('a large bulk file', () => {
  /** A store that refuses whole reads of export files: only the stream read can serve them. */
  class StreamOnly extends MemoryStore {
    override async get(key: string): Promise<Buffer | null> {
      if (key.startsWith(EXPORT_FILES_PREFIX)) throw new Error(`whole read of ${key}`);
      return super.get(key);
    }
  }

  /** A published snapshot whose exports index names a large annonces.parquet (random bytes). */
  async function largeFixture(size: number) {
    const store = new StreamOnly();
    const { snapshotId } = await publishSnapshot(store, inputOf(makeCorpus(2), 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
    const large = randomBytes(size);
    const files: BulkFile[] = BULK_FILES.map((spec, i) => {
      const body = i === 0 ? large : Buffer.from(`small ${spec.name}`);
      return { ...spec, size: body.length, sha256: createHash('sha256').update(body).digest('hex'), rows: 1 };
    });
    for (const [i, file] of files.entries()) await store.put(exportFileKey(file.sha256), i === 0 ? large : Buffer.from(`small ${file.name}`));
    const index: BulkExportIndex = { version: 1, snapshot: snapshotId, builtAt: '2026-11-20T03:00:00.000Z', files };
    await store.put(exportIndexKey(snapshotId), JSON.stringify(index));
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'bulk-export-cache-'));
    cleanups.push(() => rm(cacheDir, { recursive: true, force: true }));
    return { store, snapshotId, large, file: files[0]!, cacheDir };
  }

  it('is copied from the store by its stream read and handed out before it is read whole', async () => {
    const { store, snapshotId, large, file, cacheDir } = await largeFixture(8 * 1024 * 1024 + 3);
    const exports = storeBulkExports(store, { cacheDir });
    expect(await exports.index(snapshotId)).toMatchObject({ files: expect.arrayContaining([file]) });
    const stream = (await exports.stream(file, 0, file.size - 1)) as ReadStream;
    await once(stream, 'readable');
    // Ready to send its first bytes having read a buffer's worth of the local copy, not the file.
    expect(stream.bytesRead).toBeGreaterThan(0);
    expect(stream.bytesRead).toBeLessThan(file.size / 16);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(large)).toBe(true);
    // A range comes from the same copy, the store not read again (whole reads would throw).
    expect((await exports.read(file, 1_000_000, 1_000_099)).equals(large.subarray(1_000_000, 1_000_100))).toBe(true);
  });

  it('goes out of the app as a stream, whole or by range, and HEAD sends none of it', async () => {
    const { store, snapshotId, large, file, cacheDir } = await largeFixture(4 * 1024 * 1024);
    const api = await startApi({ snapshot: await openSnapshot(store, snapshotId), exports: storeBulkExports(store, { cacheDir }) });
    cleanups.push(() => api.close());
    const url = `/v1/exports/${snapshotId}/${file.name}`;

    const handed = await api.app.handle({ method: 'GET', url, headers: {}, ip: '203.0.113.7' });
    expect(handed.status).toBe(200);
    expect(handed.body.length).toBe(0);
    expect(handed.headers['content-length']).toBe(String(file.size));
    const chunks: Buffer[] = [];
    for await (const chunk of handed.stream!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(large)).toBe(true);

    const head = await api.app.handle({ method: 'HEAD', url, headers: {}, ip: '203.0.113.7' });
    expect(head).toMatchObject({ status: 200, headers: { 'content-length': String(file.size), etag: `"${file.sha256}"` } });
    expect(head.stream).toBeUndefined();

    // Over HTTP: the same bytes, with their length, and a range.
    const whole = await api.call(url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-length']).toBe(String(file.size));
    expect(whole.raw.equals(large)).toBe(true);
    const part = await api.call(url, { headers: { range: 'bytes=3000000-' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 3000000-${file.size - 1}/${file.size}`);
    expect(part.raw.equals(large.subarray(3_000_000))).toBe(true);
  });
});
