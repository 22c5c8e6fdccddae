import type { ObjectInfo, ObjectStore } from '../store/object-store.ts';
import { listAll } from '../store/object-store.ts';
import { EXPORT_FILES_PREFIX, EXPORT_INDEX_PREFIX, exportFileKey, exportIndexKey } from './bulk-exports.ts';
import { isSnapshotId, manifestKey, SHA256_PATTERN } from './snapshot-layout.ts';

/**
 * The bulk files' part of GC (gc.ts): a snapshot's exports (bulk-exports.ts) go with it. Two
 * steps, in this order, so that a crash anywhere leaves no index naming a deleted file:
 *
 * 1. `dropExportIndexes`, before the doomed manifests go: their indexes. A crash after it leaves
 *    a doomed snapshot without exports (built again if anyone asks, and dropped by the next GC),
 *    never an index whose snapshot is gone.
 * 2. `sweepExports`, with the object sweep (so not while a publish or an export build holds a
 *    lease): indexes whose snapshot no longer exists (left by a GC from before exports were
 *    collected, or by a build that finished after its snapshot was pruned), then every file
 *    under `exports/files/` that no remaining index names. Files are content-addressed and may
 *    be shared between snapshots: one is deleted only when no index names it.
 *
 * Both spare what is younger than the grace period, as the object sweep does: an export build
 * writes its files before its index.
 */
export interface ExportGcResult {
  /** Snapshots whose exports index was deleted (pruned ones, then orphans). */
  deletedIndexes: string[];
  deletedFiles: number;
  deletedBytes: number;
  /** Unreferenced files and orphan indexes spared because they are younger than the grace period. */
  sparedRecent: number;
}

export interface ExportSweepOptions {
  /** Snapshots pruned by this GC: their indexes are gone (or would be, in a dry run). */
  pruned: ReadonlySet<string>;
  now: Date;
  graceMs: number;
  dryRun: boolean;
}

/** Step 1: the indexes of the snapshots about to be pruned; returns the ids that had one. */
export async function dropExportIndexes(store: ObjectStore, doomed: readonly string[], dryRun: boolean): Promise<string[]> {
  const indexes = await listExportIndexes(store);
  const dropped = doomed.filter((id) => indexes.has(id));
  if (!dryRun) for (const id of dropped) await store.delete(exportIndexKey(id));
  return dropped;
}

/** Step 2: orphan indexes, then the files no remaining index names. */
export async function sweepExports(store: ObjectStore, options: ExportSweepOptions): Promise<Omit<ExportGcResult, 'deletedIndexes'> & { orphanIndexes: string[] }> {
  const recent = (info: ObjectInfo) => info.lastModified === undefined || options.now.getTime() - info.lastModified.getTime() < options.graceMs;
  let sparedRecent = 0;
  const orphanIndexes: string[] = [];
  const named = new Set<string>();
  for (const [id, info] of await listExportIndexes(store)) {
    if (options.pruned.has(id)) continue; // a dry run: deleted by step 1 otherwise
    if ((await store.head(manifestKey(id))) === null) {
      if (recent(info)) sparedRecent += 1;
      else {
        orphanIndexes.push(id);
        continue;
      }
    }
    for (const sha256 of await namedFiles(store, id)) named.add(sha256);
  }
  if (!options.dryRun) for (const id of orphanIndexes) await store.delete(exportIndexKey(id));

  let deletedFiles = 0;
  let deletedBytes = 0;
  for await (const info of listAll(store, EXPORT_FILES_PREFIX)) {
    const hash = info.key.slice(EXPORT_FILES_PREFIX.length);
    // Only well-formed file keys are ours to judge; anything else is left in place.
    if (!SHA256_PATTERN.test(hash) || info.key !== exportFileKey(hash)) continue;
    if (named.has(hash)) continue;
    if (recent(info)) {
      sparedRecent += 1;
      continue;
    }
    if (!options.dryRun) await store.delete(info.key);
    deletedFiles += 1;
    deletedBytes += info.size;
  }
  return { orphanIndexes, deletedFiles, deletedBytes, sparedRecent };
}

/** The exports indexes in the store, by snapshot id; keys that are not `<id>.json` are not ours. */
async function listExportIndexes(store: ObjectStore): Promise<Map<string, ObjectInfo>> {
  const indexes = new Map<string, ObjectInfo>();
  for await (const info of listAll(store, EXPORT_INDEX_PREFIX)) {
    const id = info.key.slice(EXPORT_INDEX_PREFIX.length).replace(/\.json$/, '');
    if (isSnapshotId(id) && info.key === exportIndexKey(id)) indexes.set(id, info);
  }
  return indexes;
}

/**
 * Every file hash an index names, read loosely rather than through readBulkExportIndex: an
 * index this version does not read as one (written by a newer version, say) still protects the
 * files it names. A superset is safe; an index that is not JSON at all names nothing (the API
 * reads it as missing and builds the files again).
 */
async function namedFiles(store: ObjectStore, snapshotId: string): Promise<string[]> {
  const body = await store.get(exportIndexKey(snapshotId));
  if (body === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return [];
  }
  const files = typeof parsed === 'object' && parsed !== null ? (parsed as { files?: unknown }).files : undefined;
  if (!Array.isArray(files)) return [];
  return files.flatMap((file: unknown) => {
    const sha256 = typeof file === 'object' && file !== null ? (file as { sha256?: unknown }).sha256 : undefined;
    return typeof sha256 === 'string' && SHA256_PATTERN.test(sha256) ? [sha256] : [];
  });
}
