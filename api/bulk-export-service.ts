import PQueue from 'p-queue';
import type { Readable } from 'node:stream';
import { AppError } from '../kernel/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';
import { FILE_CHUNK_BYTES } from './budgeted-file-stream.ts';
import { VerifiedCopies, VerifiedCopyError } from './verified-copies.ts';
import { buildBulkExports, exportFileKey, readBulkExportIndex, type BuildOptions, type BulkExportIndex, type BulkFile } from '../publish/snapshot/bulk-exports.ts';
import { SnapshotError } from '../publish/snapshot/snapshot-error.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';

/**
 * How the API gets a snapshot's bulk files (publish/snapshot/bulk-exports.ts) and their bytes.
 *
 * Built on request, once, and only when the request may have them built (`build`: the route
 * says who may, api/routes/exports.ts): a snapshot whose index is in the store is never built
 * again, and inside one process concurrent requests share one build (builds run one at a time,
 * so a burst over many snapshots does not start many DuckDB conversions). A request waits for
 * the build up to `buildWaitMs`, then answers `pending` (503 with Retry-After) while the build
 * goes on. A build refused because a garbage collection runs (bulk-exports.ts) is `pending`
 * too, and the next request tries again. A request that may not build, for a snapshot never
 * built, gets `not_built`.
 *
 * Served from a local copy (api/verified-copies.ts): the first time this process serves a
 * file, it streams the object from the store into its cache folder, hashing it on the way, and
 * keeps it only if its bytes are the ones the index names (an altered object is export_corrupt,
 * never served); ranges are then streamed from that copy as the client takes them, after a
 * check that the copy is the file that was hashed (size, mtime, inode), so a client resuming a
 * download does not make the server read and hash the whole file again, and no download,
 * however large the file, holds more than a stream's buffer in memory. The copies take at most
 * `cacheBytes` on disk, the least recently used removed first.
 */
export interface BulkExports {
  /**
   * The snapshot's index; `pending` when its build outlasts the wait or waits for a GC;
   * `not_built` when it was never built and `build` is false.
   */
  index(snapshotId: string, options?: { build: boolean }): Promise<BulkExportIndex | 'pending' | 'not_built'>;
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

/** Disk taken by the local copies when the caller does not say (EXPORTS_CACHE_MB's default). */
export const EXPORTS_CACHE_BYTES = 2048 * 1024 * 1024;

export interface BulkExportOptions {
  /** Local folder of verified copies, this process's own (created on demand; the caller removes it). */
  cacheDir: string;
  /** Bytes of local copies kept (default EXPORTS_CACHE_BYTES); least recently used removed first. */
  cacheBytes?: number;
  /** Told each time a file is read from the store and hashed whole (tests count them). */
  onVerify?: (key: string, bytes: number) => void;
  buildWaitMs?: number;
  build?: BuildOptions;
  logger?: Logger;
}

export function storeBulkExports(store: ObjectStore, options: BulkExportOptions): BulkExports {
  const waitMs = options.buildWaitMs ?? EXPORT_BUILD_WAIT_MS;
  const indexes = new Map<string, BulkExportIndex>();
  const builds = new Map<string, Promise<BulkExportIndex>>();
  const copies = new VerifiedCopies({
    store,
    dir: options.cacheDir,
    maxBytes: options.cacheBytes ?? EXPORTS_CACHE_BYTES,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onVerify ? { onVerify: options.onVerify } : {}),
  });
  const buildGate = new PQueue({ concurrency: 1 });

  const indexOf = (snapshotId: string): Promise<BulkExportIndex> => {
    let build = builds.get(snapshotId);
    if (build === undefined) {
      build = buildGate.add(async () => (await readBulkExportIndex(store, snapshotId)) ?? buildAndLog(snapshotId));
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

  /** An index already built (remembered, being built, or in the store), without building one. */
  const builtIndex = async (snapshotId: string): Promise<BulkExportIndex | null> => {
    const running = builds.get(snapshotId);
    if (running !== undefined) return running;
    const stored = await readBulkExportIndex(store, snapshotId);
    if (stored !== null) indexes.set(snapshotId, stored);
    return stored;
  };

  const stream = async (file: BulkFile, start: number, end: number): Promise<Readable> => {
    let copy;
    try {
      copy = await copies.open(exportFileKey(file.sha256), { sha256: file.sha256, size: file.size });
    } catch (error) {
      if (VerifiedCopyError.is(error)) throw new BulkExportError('export_corrupt', `[exports] ${file.name}: ${error.message}`, { cause: error });
      throw error;
    }
    if (copy === null) throw new BulkExportError('export_corrupt', `[exports] ${file.name} (${file.sha256}) is missing from the store`);
    // The stream closes the file when it ends, fails or is destroyed unread (HEAD, 304).
    return copy.handle.createReadStream({ start, end, highWaterMark: FILE_CHUNK_BYTES });
  };

  return {
    async index(snapshotId, { build } = { build: true }) {
      const known = indexes.get(snapshotId);
      if (known !== undefined) return known;
      if (!build) return (await builtIndex(snapshotId)) ?? 'not_built';
      const running = indexOf(snapshotId);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'pending'>((resolve) => {
        timer = setTimeout(() => resolve('pending'), waitMs);
      });
      try {
        return await Promise.race([running, timeout]);
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
