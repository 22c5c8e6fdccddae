import { silentLogger, type Logger } from '../../platform/logger.js';
import PQueue from 'p-queue';
import type { ObjectStore } from '../store/object-store.js';
import { compareSnapshots } from './compare-snapshots.js';
import { crashPoint } from './crash-point.js';
import { acquirePublishLease } from './lease.js';
import { ObjectCache, readManifest, type Manifest, type ShardRoot, type TreeShard } from './manifest.js';
import { ObjectWriter } from './object-writer.js';
import { appendAudit, readCurrent, writeCurrent } from './pointer.js';
import { DEFAULT_SNAPSHOT_SETTINGS } from './settings.js';
import { SnapshotError } from './snapshot-error.js';
import { CHANGES_PATH, manifestKey, sha256Hex, snapshotIdFor } from './snapshot-layout.js';
import type { PublishInput, PublishResult, SnapshotCounts } from './snapshot-types.js';
import { LedgerBuilder, TreeBuilder } from './tree-builder.js';

export interface PublishOptions {
  /** Creation time, which also names the snapshot; defaults to now. */
  now?: Date;
  /** Largest tolerated drop of announcements or companies versus the parent, 0..1 (default 0.2). */
  maxShrink?: number;
  /** Age after which another process's GC lock is ignored (default 6 h). */
  leaseTtlSeconds?: number;
  /** Parallel uploads (default 16). */
  concurrency?: number;
  /** Recorded in the audit log (default `publish`). */
  actor?: string;
  /**
   * When nothing differs from the parent (no announcement added, removed or updated, no company
   * changed), keep the parent current instead of minting an identical snapshot: a nightly run
   * that found nothing new leaves the served snapshot, its id and its caches as they were.
   */
  skipUnchanged?: boolean;
  /** Where a failure to release the publish lease is reported (it does not fail the publish). */
  logger?: Logger;
}

/**
 * Publishes artefacts and ledger as a new immutable snapshot and makes it current.
 *
 * Order: objects, ledger, changes and tree (all content-addressed, so harmless if left behind),
 * then the manifest, then `current`, last. A crash anywhere before `current` leaves the previous
 * snapshot served; re-running uploads only what is still missing.
 *
 * @example
 * const result = await publishSnapshot(store, { artefacts, ledger, runIds: [runId], counts, codeVersion });
 * console.log(`${result.snapshotId}: ${result.objectsWritten} objects, ${result.bytesWritten} bytes`);
 */
export async function publishSnapshot(store: ObjectStore, input: PublishInput, options: PublishOptions = {}): Promise<PublishResult> {
  const now = options.now ?? new Date();
  const maxShrink = options.maxShrink ?? DEFAULT_SNAPSHOT_SETTINGS.maxShrink;
  if (!(maxShrink >= 0 && maxShrink <= 1)) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] maxShrink: expected a fraction between 0 and 1, got ${String(maxShrink)}`);
  }
  const lease = await acquirePublishLease(store, now, options.leaseTtlSeconds ?? DEFAULT_SNAPSHOT_SETTINGS.leaseTtlSeconds);
  try {
    const pointer = await readCurrent(store);
    const parent = pointer === null ? null : (await readManifest(store, pointer.snapshot)).manifest;
    if (parent !== null && !input.force) checkShrink(parent, input.counts, maxShrink);

    const cache = new ObjectCache(store);
    const known = new Set<string>();
    const parentEntries = parent === null ? new Map<string, string>() : await loadTree(cache, parent, known);
    const writer = new ObjectWriter(store, known);
    const queue = new PQueue({ concurrency: options.concurrency ?? 16 });
    const failures: unknown[] = [];
    const enqueue = async (task: () => Promise<void>) => {
      // Backpressure: artefacts stream in, so keep only a bounded number of bodies in memory.
      await queue.onSizeLessThan(queue.concurrency * 2);
      queue.add(task).catch((error: unknown) => failures.push(error));
    };

    const tree = new TreeBuilder();
    for await (const artefact of input.artefacts) {
      checkPath(artefact.path);
      if (tree.has(artefact.path)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] artefact path ${artefact.path} given twice`);
      const hash = sha256Hex(artefact.body);
      tree.add(artefact.path, { sha256: hash, size: artefact.body.length, contentType: artefact.contentType });
      if (parentEntries.get(artefact.path) !== hash) await enqueue(() => writer.ensure(hash, artefact.body, artefact.contentType));
      if (failures.length > 0) break;
    }
    await queue.onIdle();
    if (failures.length > 0) throw failures[0];
    crashPoint('after-objects');

    const ledger = new LedgerBuilder();
    for await (const item of input.ledger) {
      if (typeof item.id !== 'string' || item.id === '' || typeof item.ridet !== 'string') {
        throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item without id or ridet: ${JSON.stringify(item).slice(0, 200)}`);
      }
      if (!ledger.add(item)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item ${item.id} given twice`);
    }
    const sealedLedger = ledger.seal();
    for (const sealed of [...sealedLedger.shards, sealedLedger.root]) {
      cache.seed(sealed.hash, sealed.value);
      queue.add(() => writer.ensure(sealed.hash, sealed.body, 'application/json')).catch((error: unknown) => failures.push(error));
    }
    await queue.onIdle();
    if (failures.length > 0) throw failures[0];
    crashPoint('after-ledger');

    const id = await freeSnapshotId(store, now, parent?.id ?? null);
    // Changes are computed against a tree without changes.json (it names no company), then the
    // file joins the tree: it is part of the snapshot, so verify and diff cover it too.
    const provisional = tree.seal();
    for (const sealed of [...provisional.shards, provisional.root]) cache.seed(sealed.hash, sealed.value);
    const changes = await compareSnapshots(
      cache,
      { id: parent?.id ?? null, treeRoot: parent?.tree.root ?? null, ledgerRoot: parent?.ledger.root ?? null },
      { id, treeRoot: provisional.root.hash, ledgerRoot: sealedLedger.root.hash },
    );
    const nothingChanged =
      changes.added.length + changes.removed.length + changes.updated.length + changes.companiesChanged.length === 0;
    if (options.skipUnchanged && parent !== null && nothingChanged) {
      return {
        snapshotId: parent.id,
        parentId: parent.parentId,
        objectsWritten: writer.objects,
        bytesWritten: writer.bytes,
        added: 0,
        removed: 0,
        companiesChanged: 0,
        unchanged: true,
      };
    }
    const changesBody = Buffer.from(`${JSON.stringify(changes)}\n`, 'utf8');
    const changesHash = sha256Hex(changesBody);
    await writer.ensure(changesHash, changesBody, 'application/json');
    tree.add(CHANGES_PATH, { sha256: changesHash, size: changesBody.length, contentType: 'application/json' });

    const sealedTree = tree.seal();
    for (const sealed of [...sealedTree.shards, sealedTree.root]) {
      queue.add(() => writer.ensure(sealed.hash, sealed.body, 'application/json')).catch((error: unknown) => failures.push(error));
    }
    await queue.onIdle();
    if (failures.length > 0) throw failures[0];
    crashPoint('after-tree');

    const manifest: Manifest = {
      format: 'annonces-nc/snapshot@1',
      id,
      parentId: parent?.id ?? null,
      createdAt: now.toISOString(),
      runIds: [...input.runIds],
      codeVersion: input.codeVersion,
      counts: input.counts,
      tree: { root: sealedTree.root.hash, paths: tree.size },
      ledger: { root: sealedLedger.root.hash, items: ledger.size },
      changes: {
        path: CHANGES_PATH,
        added: changes.added.length,
        removed: changes.removed.length,
        updated: changes.updated.length,
        companiesChanged: changes.companiesChanged.length,
      },
      written: { objects: writer.objects, bytes: writer.bytes },
    };
    const manifestBody = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    await store.put(manifestKey(id), manifestBody, { contentType: 'application/json', cacheControl: 'public, max-age=31536000, immutable' });
    crashPoint('after-manifest');

    const manifestSha256 = sha256Hex(manifestBody);
    await writeCurrent(store, id, manifestSha256, now);
    crashPoint('after-current');
    await appendAudit(store, { at: new Date().toISOString(), action: 'publish', from: pointer?.snapshot ?? null, to: id, manifestSha256, actor: options.actor ?? 'publish' });

    return {
      snapshotId: id,
      parentId: manifest.parentId,
      objectsWritten: writer.objects + 1,
      bytesWritten: writer.bytes + manifestBody.length,
      added: changes.added.length,
      removed: changes.removed.length,
      companiesChanged: changes.companiesChanged.length,
    };
  } finally {
    await lease.release().catch((err: unknown) => {
      // The publish itself succeeded or failed on its own; a lease left behind only delays GC's
      // object sweep until it is older than SNAPSHOT_LEASE_TTL_SECONDS. Say so, loudly enough.
      (options.logger ?? silentLogger).warn({ err, lease: lease.key, store: store.url }, 'could not release the publish lease; GC skips its sweep until the lease expires');
    });
  }
}

function checkShrink(parent: Manifest, counts: SnapshotCounts, maxShrink: number): void {
  const problems: string[] = [];
  for (const what of ['announcements', 'companies'] as const) {
    const before = parent.counts[what];
    const after = counts[what];
    if (before > 0 && (before - after) / before > maxShrink) {
      problems.push(`${what} would drop from ${before} to ${after} (-${(((before - after) / before) * 100).toFixed(1)}%)`);
    }
  }
  if (problems.length > 0) {
    throw new SnapshotError(
      'snapshot_shrink_refused',
      `[snapshot] refusing to publish: ${problems.join(' and ')} versus parent ${parent.id}, more than the allowed ${(maxShrink * 100).toFixed(0)}%; check the run's report, or publish with force if the drop is real`,
    );
  }
}

function checkPath(path: string): void {
  if (path === CHANGES_PATH) throw new SnapshotError('snapshot_invalid_input', `[snapshot] ${CHANGES_PATH} is written by the publish itself, not given as an artefact`);
  if (path === '' || path.startsWith('/') || path.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] invalid artefact path ${JSON.stringify(path)}: expected a relative path like entreprises/<ridet>.json`);
  }
}

/** Parent paths -> hashes; every hash the parent references goes into `known`. */
async function loadTree(cache: ObjectCache, parent: Manifest, known: Set<string>): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  const root = await cache.json<ShardRoot>(parent.tree.root, 'tree root');
  known.add(parent.tree.root).add(parent.ledger.root);
  for (const shardHash of Object.values(root.shards)) {
    known.add(shardHash);
    const shard = await cache.json<TreeShard>(shardHash, 'tree shard');
    for (const [path, entry] of Object.entries(shard.entries)) {
      entries.set(path, entry.sha256);
      known.add(entry.sha256);
    }
  }
  for (const shardHash of Object.values((await cache.json<ShardRoot>(parent.ledger.root, 'ledger root')).shards)) known.add(shardHash);
  return entries;
}

/** The id for `now`, suffixed when a manifest of that second exists (a crashed or quick re-run). */
async function freeSnapshotId(store: ObjectStore, now: Date, parentId: string | null): Promise<string> {
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    const id = snapshotIdFor(now, attempt);
    if (id !== parentId && (await store.head(manifestKey(id))) === null) return id;
  }
  throw new SnapshotError('snapshot_invalid_input', `[snapshot] no free snapshot id for ${now.toISOString()}`);
}
