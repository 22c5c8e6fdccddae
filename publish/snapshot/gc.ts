import { silentLogger, type Logger } from '../../platform/logger.ts';
import type { ObjectStore } from '../store/object-store.ts';
import { listAll } from '../store/object-store.ts';
import { dropExportIndexes, sweepExports, type ExportGcResult } from './gc-exports.ts';
import { acquireGcLock, livePublishes } from './lease.ts';
import { listSnapshotIds } from './list-snapshots.ts';
import { ObjectCache, readManifest, type LedgerMonth } from './manifest.ts';
import { LedgerView } from './snapshot-ledger.ts';
import { TreeView } from './snapshot-tree.ts';
import { readCurrent } from './pointer.ts';
import { DEFAULT_SNAPSHOT_SETTINGS } from './settings.ts';
import { SnapshotError } from './snapshot-error.ts';
import { manifestKey, OBJECTS_PREFIX, SHA256_PATTERN } from './snapshot-layout.ts';

export interface GcOptions {
  /** Snapshots to keep: the newest N by id; the current one is always kept on top. */
  keep: number;
  /** Unreferenced objects younger than this are left alone (default 1 h). */
  graceSeconds?: number;
  /** Age after which a publish lease is considered left by a crash (default 6 h). */
  leaseTtlSeconds?: number;
  now?: Date;
  /** Report what would go without deleting anything. */
  dryRun?: boolean;
  /** Where a failure to release the GC lock is reported (it does not fail the GC). */
  logger?: Logger;
}

export interface GcResult {
  kept: string[];
  deletedSnapshots: string[];
  deletedObjects: number;
  deletedBytes: number;
  /** Unreferenced objects spared because they are younger than the grace period. */
  sparedRecent: number;
  /** Set when the object sweep did not run, with the reason (the exports sweep did not run either). */
  sweepSkipped: string | null;
  /** The pruned snapshots' bulk files (gc-exports.ts). */
  exports: ExportGcResult;
}

/**
 * Retention: deletes manifests beyond the newest `keep` (never the current one), each after its
 * exports index, then objects no kept snapshot references, then exports indexes whose snapshot
 * is gone and export files no remaining index names (gc-exports.ts). Safe against a concurrent
 * publish or export build: GC takes `locks/gc.json` then skips both sweeps if any lease is live
 * (publishes and export builds check the lock the other way round), and it never deletes an
 * object or an export file younger than the grace period. Only `objects/`, `snapshots/` and
 * `exports/` are touched: `raw/`, `audit/` and everything else are out of its reach.
 */
export async function gc(store: ObjectStore, options: GcOptions): Promise<GcResult> {
  if (!Number.isInteger(options.keep) || options.keep < 1) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] gc keep: expected an integer >= 1, got ${String(options.keep)}`);
  }
  const now = options.now ?? new Date();
  const graceMs = (options.graceSeconds ?? DEFAULT_SNAPSHOT_SETTINGS.gcGraceSeconds) * 1000;
  const lock = await acquireGcLock(store, now);
  try {
    const ids = await listSnapshotIds(store);
    const current = (await readCurrent(store))?.snapshot ?? null;
    const kept = new Set(ids.slice(-options.keep));
    if (current !== null) kept.add(current);
    const doomed = ids.filter((id) => !kept.has(id));

    const live = await livePublishes(store, now, options.leaseTtlSeconds ?? DEFAULT_SNAPSHOT_SETTINGS.leaseTtlSeconds);
    // Marking reads every kept snapshot before anything is deleted, so a corrupt kept snapshot
    // stops GC instead of letting it delete objects that snapshot may still reach.
    const referenced = live.length === 0 ? await referencedObjects(store, [...kept]) : null;

    // Each index before the manifests, so a crash never leaves an index whose snapshot is gone.
    const droppedIndexes = await dropExportIndexes(store, doomed, options.dryRun ?? false);
    if (!options.dryRun) for (const id of doomed) await store.delete(manifestKey(id));

    const result: GcResult = {
      kept: [...kept].sort(),
      deletedSnapshots: doomed,
      deletedObjects: 0,
      deletedBytes: 0,
      sparedRecent: 0,
      sweepSkipped: null,
      exports: { deletedIndexes: droppedIndexes, deletedFiles: 0, deletedBytes: 0, sparedRecent: 0 },
    };
    if (referenced === null) {
      result.sweepSkipped = `publish in progress (${live.map((m) => `${m.host} pid ${m.pid} since ${m.startedAt}`).join(', ')})`;
      return result;
    }
    for await (const info of listAll(store, OBJECTS_PREFIX)) {
      const hash = info.key.slice(info.key.lastIndexOf('/') + 1);
      // Only well-formed object keys are ours to judge; anything else is left in place.
      if (!SHA256_PATTERN.test(hash) || info.key !== `${OBJECTS_PREFIX}${hash.slice(0, 2)}/${hash}`) continue;
      if (referenced.has(hash)) continue;
      if (info.lastModified === undefined || now.getTime() - info.lastModified.getTime() < graceMs) {
        result.sparedRecent += 1;
        continue;
      }
      if (!options.dryRun) await store.delete(info.key);
      result.deletedObjects += 1;
      result.deletedBytes += info.size;
    }
    const swept = await sweepExports(store, { pruned: new Set(doomed), now, graceMs, dryRun: options.dryRun ?? false });
    result.exports = {
      deletedIndexes: [...droppedIndexes, ...swept.orphanIndexes],
      deletedFiles: swept.deletedFiles,
      deletedBytes: swept.deletedBytes,
      sparedRecent: swept.sparedRecent,
    };
    return result;
  } finally {
    await lock.release().catch((err: unknown) => {
      // Publishes refuse to start while the lock looks fresh: until it is older than
      // SNAPSHOT_LEASE_TTL_SECONDS, every publish fails with snapshot_gc_running. Say why.
      (options.logger ?? silentLogger).error({ err, store: store.url }, 'could not release the GC lock; publishes are refused until it expires or is deleted');
    });
  }
}

async function referencedObjects(store: ObjectStore, ids: string[]): Promise<Set<string>> {
  const cache = new ObjectCache(store);
  const referenced = new Set<string>();
  const walkedShards = new Set<string>();
  const walkedMonths = new Set<string>();
  for (const id of ids) {
    const { manifest } = await readManifest(store, id);
    const tree = await TreeView.open(cache, manifest.tree.root);
    for (const object of tree.objects()) referenced.add(object.sha256);
    // Every entry of every shard and layer, the shadowed ones included: a superset is safe.
    for (const layer of tree.layers) for (const entry of Object.values(layer.entries)) if (entry !== null) referenced.add(entry.sha256);
    for (const key of Object.keys(tree.root.shards)) {
      const shardHash = tree.root.shards[key]!;
      if (walkedShards.has(shardHash)) continue; // shared shard: already walked for another snapshot
      walkedShards.add(shardHash);
      for (const entry of Object.values(await tree.baseShard(key))) referenced.add(entry.sha256);
    }
    const ledger = await LedgerView.open(cache, manifest.ledger.root);
    referenced.add(ledger.rootHash);
    for (const ref of Object.values(ledger.root.months)) {
      referenced.add(ref.sha256);
      if (walkedMonths.has(ref.sha256)) continue;
      walkedMonths.add(ref.sha256);
      const node = await cache.uncached<LedgerMonth>(ref.sha256, 'ledger month');
      for (const chunk of node.chunks) referenced.add(chunk.sha256);
    }
  }
  return referenced;
}
