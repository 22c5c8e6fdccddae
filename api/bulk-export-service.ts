import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../kernel/errors/app-error.js';
import type { Logger } from '../platform/logger.js';
import { Gate } from './document-archive.js';
import { buildBulkExports, exportFileKey, readBulkExportIndex, type BuildOptions, type BulkExportIndex, type BulkFile } from '../publish/snapshot/bulk-exports.js';
import { SnapshotError } from '../publish/snapshot/snapshot-error.js';
import type { ObjectStore } from '../publish/store/object-store.js';

/**
 * How the API gets a snapshot's bulk files (publish/snapshot/bulk-exports.ts) and their bytes.
 *
 * Built on first request, once: a snapshot whose index is in the store is never built again,
 * and inside one process concurrent requests share one build (builds run one at a time, so a
 * burst over many snapshots does not start many DuckDB conversions). A request waits for the
 * build up to `buildWaitMs`, then answers `pending` (503 with Retry-After) while the build goes on.
 * A build refused because a garbage collection runs (bulk-exports.ts) is `pending` too, and the
 * next request tries again.
 *
 * Served from a local copy: the first time this process serves a file, it streams the object
 * from the store into `cacheDir`, hashing it on the way, and keeps it there under its hash only
 * if its bytes are the ones the index names (an altered object is export_corrupt, never
 * served); ranges are then streamed from that copy as the client takes them, so a client
 * resuming a download does not make the server read and hash the whole file again, and no
 * download, however large the file, holds more than a stream's buffer in memory.
 */
export interface BulkExports {
  /** The snapshot's index; `pending` when its build outlasts the wait or waits for a GC. */
  index(snapshotId: string): Promise<BulkExportIndex | 'pending'>;
  /**
   * Bytes `start..end` (inclusive) of a file of an index, checked against its hash, as a stream
   * read from the local copy as it is consumed (opened: a copy gone is known now).
   */
  stream(file: BulkFile, start: number, end: number): Promise<Readable>;
  /** The same bytes whole, for small ranges. */
  read(file: BulkFile, start: number, end: number): Promise<Buffer>;
}

export class BulkExportError extends AppError<'export_corrupt'> {}

/** How long a request waits for a build before answering 503 export_pending. */
export const EXPORT_BUILD_WAIT_MS = 20_000;
/**
 * DuckDB's bounds for a build inside the API process: one thread, so that requests keep the
 * other cores, and a memory limit far below DuckDB's default (80 % of the machine), past which
 * it spills to disk. 10^5 announcements and 5·10^4 companies built in about 15 s this way.
 */
export const EXPORT_BUILD_DUCKDB = { memoryLimit: '256MB', threads: 1 } as const;

export interface BulkExportOptions {
  /** Local folder of verified copies (created on demand; the caller removes it). */
  cacheDir: string;
  buildWaitMs?: number;
  build?: BuildOptions;
  logger?: Logger;
}

export function storeBulkExports(store: ObjectStore, options: BulkExportOptions): BulkExports {
  const waitMs = options.buildWaitMs ?? EXPORT_BUILD_WAIT_MS;
  const indexes = new Map<string, BulkExportIndex>();
  const builds = new Map<string, Promise<BulkExportIndex>>();
  const copies = new Map<string, Promise<string>>();
  const buildGate = new Gate(1);

  const indexOf = (snapshotId: string): Promise<BulkExportIndex> => {
    let build = builds.get(snapshotId);
    if (build === undefined) {
      build = buildGate.run(async () => (await readBulkExportIndex(store, snapshotId)) ?? buildAndLog(snapshotId));
      builds.set(snapshotId, build);
      // Kept while it runs (requests share it); then the index is remembered, or a failure
      // forgotten so that the next request tries again.
      build.then(
        (index) => {
          indexes.set(snapshotId, index);
          builds.delete(snapshotId);
        },
        (err: unknown) => {
          builds.delete(snapshotId);
          if (SnapshotError.is(err) && err.code === 'snapshot_gc_running') options.logger?.info({ snapshot: snapshotId }, 'bulk export build put off: a garbage collection is running');
          else options.logger?.error({ err, snapshot: snapshotId }, 'bulk export build failed');
        },
      );
    }
    return build;
  };

  const buildAndLog = async (snapshotId: string): Promise<BulkExportIndex> => {
    const started = performance.now();
    const index = await buildBulkExports(store, snapshotId, {
      ...(options.logger ? { logger: options.logger } : {}),
      ...options.build,
      parquet: { ...EXPORT_BUILD_DUCKDB, ...options.build?.parquet },
    });
    options.logger?.info({ snapshot: snapshotId, ms: Math.round(performance.now() - started), bytes: index.files.reduce((n, f) => n + f.size, 0) }, 'bulk exports built');
    return index;
  };

  const copyOf = (file: BulkFile): Promise<string> => {
    let copy = copies.get(file.sha256);
    if (copy === undefined) {
      copy = fetchCopy(file);
      copies.set(file.sha256, copy);
      copy.catch(() => copies.delete(file.sha256));
    }
    return copy;
  };

  const fetchCopy = async (file: BulkFile): Promise<string> => {
    const target = path.join(options.cacheDir, file.sha256);
    const existing = await stat(target).catch(() => null);
    if (existing !== null && existing.size === file.size) return target;
    const source = await store.getStream(exportFileKey(file.sha256));
    if (source === null) throw new BulkExportError('export_corrupt', `[exports] ${file.name} (${file.sha256}) is missing from the store`);
    await mkdir(options.cacheDir, { recursive: true });
    const partial = `${target}.partial-${process.pid}`;
    try {
      const hash = createHash('sha256');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(source, tap, createWriteStream(partial));
      const actual = hash.digest('hex');
      if (actual !== file.sha256 || size !== file.size) {
        throw new BulkExportError('export_corrupt', `[exports] ${file.name} is altered in the store: its bytes hash to ${actual}, its index names ${file.sha256}`);
      }
      await rename(partial, target);
      return target;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };

  /** The local copy no longer matches its index (removed or cut by hand): forget it, fetch it again next time. */
  const dropCopy = async (file: BulkFile, copy: string, why: string): Promise<never> => {
    copies.delete(file.sha256);
    await rm(copy, { force: true });
    throw new BulkExportError('export_corrupt', `[exports] local copy of ${file.name} ${why}`);
  };

  const stream = async (file: BulkFile, start: number, end: number): Promise<Readable> => {
    const copy = await copyOf(file);
    const handle = await open(copy, 'r').catch(() => null);
    if (handle === null) return dropCopy(file, copy, 'is gone');
    try {
      if ((await handle.stat()).size < end + 1) return await dropCopy(file, copy, 'is shorter than its index says');
    } catch (error) {
      await handle.close();
      throw error;
    }
    // The stream closes the file when it ends, fails or is destroyed unread (HEAD, 304).
    return handle.createReadStream({ start, end });
  };

  return {
    async index(snapshotId) {
      const known = indexes.get(snapshotId);
      if (known !== undefined) return known;
      const build = indexOf(snapshotId);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'pending'>((resolve) => {
        timer = setTimeout(() => resolve('pending'), waitMs);
      });
      try {
        return await Promise.race([build, timeout]);
      } catch (error) {
        // A garbage collection is running: the build stored nothing and is tried again by the
        // next request, so this one is told to come back, like a build that takes its time.
        if (SnapshotError.is(error) && error.code === 'snapshot_gc_running') return 'pending';
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    stream,
    async read(file, start, end) {
      const chunks: Buffer[] = [];
      for await (const chunk of await stream(file, start, end)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
