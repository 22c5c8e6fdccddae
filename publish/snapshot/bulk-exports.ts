import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { silentLogger, type Logger } from '../../platform/logger.ts';
import type { ObjectStore } from '../store/object-store.ts';
import { annonceExportColumns } from './export-columns.ts';
import { ndjsonToCsv } from './export-csv.ts';
import { ndjsonToParquet, writeSnapshotNdjson, type ParquetOptions } from './export-files.ts';
import { ObjectCache } from './manifest.ts';
import { acquirePublishLease } from './lease.ts';
import { openSnapshot } from './open-snapshot.ts';
import { DEFAULT_SNAPSHOT_SETTINGS } from './settings.ts';
import { SHA256_PATTERN, isSnapshotId } from './snapshot-layout.ts';

/**
 * The bulk files of a snapshot (GET /v1/exports): its announcements and its company records,
 * each as Parquet (zstd pages), as gzip-compressed NDJSON and as CSV (RFC 4180, UTF-8, with and
 * without a BOM: export-csv.ts), eight files built once per snapshot and kept in the object store:
 *
 *   exports/files/<sha256>          each file's bytes, at the address of their hash
 *   exports/snapshots/<id>.json     the snapshot's index: name, size, sha256 and rows of each
 *
 * The index is written last, so a build cut half-way leaves no index and the next one starts
 * again (files already stored are not uploaded twice). The files are outside `objects/`:
 * snapshot integrity checks never count them; they are derived, and can always be built again
 * from the snapshot. GC deletes a pruned snapshot's index, then the files no remaining index
 * names (gc-exports.ts). Since a build may find a file already stored and rely on it, it stores
 * its files and its index under a publish lease (lease.ts), as a publish does: GC does not sweep
 * while the lease is held, and the build refuses to store while GC runs (`snapshot_gc_running`,
 * which the API answers as a build still pending).
 */
export const EXPORT_FILES_PREFIX = 'exports/files/';
export const EXPORT_INDEX_PREFIX = 'exports/snapshots/';
export const EXPORT_INDEX_VERSION = 1;

export type ExportContent = 'annonces' | 'entreprises';
export type BulkFormat = 'parquet' | 'ndjson' | 'csv';

/** One bulk file as its index lists it. */
export interface BulkFile {
  /** File name in URLs and downloads: `annonces.parquet`, `annonces.ndjson.gz`… */
  name: string;
  content: ExportContent;
  format: BulkFormat;
  /** Parquet compresses its own pages (zstd); NDJSON is a gzip file; CSV is plain, for spreadsheets (`aucune`). */
  compression: 'zstd' | 'gzip' | 'aucune';
  mediaType: string;
  size: number;
  sha256: string;
  /** Announcements or company records in the file. */
  rows: number;
}

export interface BulkExportIndex {
  version: typeof EXPORT_INDEX_VERSION;
  snapshot: string;
  builtAt: string;
  files: BulkFile[];
}

/** RFC 4180's type (RFC 7111 adds `header`): the first record names the columns. */
const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';

/** The eight files of every snapshot, in the order the index lists them. */
export const BULK_FILES: ReadonlyArray<Pick<BulkFile, 'name' | 'content' | 'format' | 'compression' | 'mediaType'>> = [
  { name: 'annonces.parquet', content: 'annonces', format: 'parquet', compression: 'zstd', mediaType: 'application/vnd.apache.parquet' },
  { name: 'annonces.ndjson.gz', content: 'annonces', format: 'ndjson', compression: 'gzip', mediaType: 'application/gzip' },
  { name: 'entreprises.parquet', content: 'entreprises', format: 'parquet', compression: 'zstd', mediaType: 'application/vnd.apache.parquet' },
  { name: 'entreprises.ndjson.gz', content: 'entreprises', format: 'ndjson', compression: 'gzip', mediaType: 'application/gzip' },
  { name: 'annonces.csv', content: 'annonces', format: 'csv', compression: 'aucune', mediaType: CSV_MEDIA_TYPE },
  { name: 'annonces.bom.csv', content: 'annonces', format: 'csv', compression: 'aucune', mediaType: CSV_MEDIA_TYPE },
  { name: 'entreprises.csv', content: 'entreprises', format: 'csv', compression: 'aucune', mediaType: CSV_MEDIA_TYPE },
  { name: 'entreprises.bom.csv', content: 'entreprises', format: 'csv', compression: 'aucune', mediaType: CSV_MEDIA_TYPE },
];

export function exportFileKey(sha256: string): string {
  return `${EXPORT_FILES_PREFIX}${sha256}`;
}

export function exportIndexKey(snapshotId: string): string {
  return `${EXPORT_INDEX_PREFIX}${snapshotId}.json`;
}

export interface BuildOptions {
  /** Parent folder of the build's temporary files (created if missing; default the OS temp folder). */
  tempDir?: string;
  now?: Date;
  /** DuckDB's bounds for the Parquet conversion (export-files.ts). */
  parquet?: Omit<ParquetOptions, 'compression' | 'spillDir'>;
  /** Age after which a GC lock is considered left by a crash (default SNAPSHOT_LEASE_TTL_SECONDS's). */
  leaseTtlSeconds?: number;
  /** Where a failure to release the lease is reported (it does not fail the build). */
  logger?: Logger;
}

/**
 * Builds the eight files of a snapshot, stores them and their index, and returns the index.
 * Memory stays bounded whatever the snapshot's size: NDJSON is written one item at a time,
 * DuckDB streams it into Parquet, gzip and hashing read the files as streams, and the store
 * takes each file from disk (putFile). The snapshot is read with every tree layer and shard
 * checked against its hash, as the API reads it.
 */
export async function buildBulkExports(store: ObjectStore, snapshotId: string, options: BuildOptions = {}): Promise<BulkExportIndex> {
  const snapshot = await openSnapshot(store, snapshotId, new ObjectCache(store, { verify: true }));
  if (options.tempDir !== undefined) await mkdir(options.tempDir, { recursive: true });
  const temp = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), 'annonces-nc-exports-'));
  try {
    const ndjson = { annonces: path.join(temp, 'annonces.ndjson'), entreprises: path.join(temp, 'entreprises.ndjson') };
    const counts = await writeSnapshotNdjson(snapshot, ndjson);
    const local: Record<string, string> = {
      'annonces.parquet': path.join(temp, 'annonces.parquet'),
      'entreprises.parquet': path.join(temp, 'entreprises.parquet'),
      'annonces.ndjson.gz': path.join(temp, 'annonces.ndjson.gz'),
      'entreprises.ndjson.gz': path.join(temp, 'entreprises.ndjson.gz'),
    };
    await ndjsonToParquet(snapshot.id, ndjson, { annonces: local['annonces.parquet']!, entreprises: local['entreprises.parquet']! }, counts.companies, {
      spillDir: path.join(temp, 'duckdb-spill'),
      ...options.parquet,
      compression: 'zstd',
    });
    await gzipFile(ndjson.annonces, local['annonces.ndjson.gz']!);
    await gzipFile(ndjson.entreprises, local['entreprises.ndjson.gz']!);
    // Announcements in the columns of the Parquet file (the record declaration); companies in
    // their records' keys, without `annonces` (every announcement is a row of annonces.csv).
    const annonceColumns = Object.keys(annonceExportColumns());
    for (const bom of [false, true]) {
      const suffix = bom ? '.bom.csv' : '.csv';
      local[`annonces${suffix}`] = path.join(temp, `annonces${suffix}`);
      local[`entreprises${suffix}`] = path.join(temp, `entreprises${suffix}`);
      await ndjsonToCsv(ndjson.annonces, local[`annonces${suffix}`]!, { columns: annonceColumns, bom });
      await ndjsonToCsv(ndjson.entreprises, local[`entreprises${suffix}`]!, { omit: ['annonces'], bom });
    }

    const files: BulkFile[] = [];
    for (const spec of BULK_FILES) {
      const file = local[spec.name]!;
      files.push({ ...spec, size: (await stat(file)).size, sha256: await hashFile(file), rows: spec.content === 'annonces' ? counts.announcements : counts.companies });
    }
    const now = options.now ?? new Date();
    // Held from the first file reused to the index that names it, and no longer: the build
    // itself (the long part) does not keep GC from sweeping.
    const lease = await acquirePublishLease(store, now, options.leaseTtlSeconds ?? DEFAULT_SNAPSHOT_SETTINGS.leaseTtlSeconds);
    try {
      for (const file of files) {
        const key = exportFileKey(file.sha256);
        // Content-addressed: an object of the right size at its hash's key is these bytes.
        const present = await store.head(key);
        if (present === null || present.size !== file.size) await store.putFile(key, local[file.name]!, { contentType: file.mediaType });
      }
      const index: BulkExportIndex = { version: EXPORT_INDEX_VERSION, snapshot: snapshot.id, builtAt: now.toISOString(), files };
      await store.put(exportIndexKey(snapshot.id), `${JSON.stringify(index, null, 2)}\n`, { contentType: 'application/json' });
      return index;
    } finally {
      await lease.release().catch((err: unknown) => {
        // Until it ages out (or this process ends, on this host), GC skips its sweeps: say why.
        (options.logger ?? silentLogger).warn({ err, store: store.url, lease: lease.key }, 'could not release the export build lease; GC does not sweep until it expires or is deleted');
      });
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * A snapshot's index, or null when it was never built. An index that does not read as one (cut
 * by hand, from another version) is null too: the files are derived, so building them again
 * is the repair.
 */
export async function readBulkExportIndex(store: ObjectStore, snapshotId: string): Promise<BulkExportIndex | null> {
  if (!isSnapshotId(snapshotId)) return null;
  const body = await store.get(exportIndexKey(snapshotId));
  if (body === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  return isIndex(parsed, snapshotId) ? parsed : null;
}

function isIndex(value: unknown, snapshotId: string): value is BulkExportIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<BulkExportIndex>;
  if (index.version !== EXPORT_INDEX_VERSION || index.snapshot !== snapshotId || typeof index.builtAt !== 'string' || !Array.isArray(index.files)) return false;
  if (index.files.length !== BULK_FILES.length) return false;
  return BULK_FILES.every((spec, i) => {
    const file = index.files![i] as Partial<BulkFile> | undefined;
    return (
      file !== undefined &&
      file.name === spec.name &&
      file.content === spec.content &&
      file.format === spec.format &&
      file.compression === spec.compression &&
      file.mediaType === spec.mediaType &&
      Number.isSafeInteger(file.size) && (file.size ?? -1) >= 0 &&
      Number.isSafeInteger(file.rows) && (file.rows ?? -1) >= 0 &&
      typeof file.sha256 === 'string' && SHA256_PATTERN.test(file.sha256)
    );
  });
}

async function gzipFile(from: string, to: string): Promise<void> {
  // Node's gzip header carries no time stamp: the same NDJSON always gives the same bytes.
  await pipeline(createReadStream(from), createGzip({ level: 9 }), createWriteStream(to));
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
