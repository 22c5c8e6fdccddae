import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { silentLogger, type Logger } from '../../platform/logger.js';
import PQueue from 'p-queue';
import type { ObjectStore } from '../store/object-store.js';
import { FileAddedSink, writeChangesFile } from './changes-file.js';
import { COMPANY_PATH } from './compare-snapshots.js';
import { crashPoint } from './crash-point.js';
import { acquirePublishLease } from './lease.js';
import { LedgerDiff } from './ledger-diff.js';
import { compareItems, groupByMonth, sealLedgerRoot, sealMonth } from './ledger-months.js';
import { MANIFEST_FORMAT, ObjectCache, readManifest, type LedgerRootV2, type Manifest, type TreeEntry, type TreeShard } from './manifest.js';
import { ObjectWriter, type ObjectStamp } from './object-writer.js';
import { appendAudit, readCurrent, writeCurrent } from './pointer.js';
import { DEFAULT_SNAPSHOT_SETTINGS } from './settings.js';
import { SnapshotError } from './snapshot-error.js';
import { CHANGES_PATH, manifestKey, sha256Hex, shardOf, snapshotIdFor, TREE_SHARD_HEX } from './snapshot-layout.js';
import { LedgerView } from './snapshot-ledger.js';
import { TreeView } from './snapshot-tree.js';
import type { LedgerItem, LedgerMonthInput, PublishDelta, PublishInput, PublishResult, SnapshotCounts } from './snapshot-types.js';
import { DEFAULT_TREE_LAYOUT, planTree, seal, type SealedObject, type TreeLayout } from './tree-builder.js';

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
  /**
   * Objects found with wrong bytes (see checkObjects): written again from the bytes this publish
   * produces. Unless every one of them was, a new snapshot with a fresh tree base is published
   * even when nothing changed, so that what is served verifies.
   */
  rewrite?: ReadonlySet<string>;
  /** Objects seen intact (see ObjectWriter): consulted and updated. */
  seen?: Map<string, ObjectStamp>;
  /** Every object in the store when the publish started (see ObjectWriter): no HEAD per object. */
  present?: ReadonlyMap<string, ObjectStamp>;
  /** Tree layering thresholds; tests lower them to exercise layers on small trees. */
  treeLayout?: TreeLayout;
  /** Parent folder of the publish's temporary files (default the OS temp folder). */
  tempDir?: string;
  /** Parsed structural objects shared with an earlier reader of the same store (checkObjects). */
  cache?: ObjectCache;
  /** This publish was forced over a rollback: its audit event says so (`overRollback: true`). */
  overRollback?: boolean;
}

/**
 * Publishes a snapshot and makes it current: from a full input (every artefact and ledger item)
 * or from a delta against the current snapshot (see PublishDelta); both give the same snapshot
 * content for the same data.
 *
 * Order: objects, ledger, changes and tree (all content-addressed, so harmless if left behind),
 * then the manifest, then `current`, last. A crash anywhere before `current` leaves the previous
 * snapshot served; re-running uploads only what is still missing.
 *
 * @example
 * const result = await publishSnapshot(store, { artefacts, ledger, runIds: [runId], counts, codeVersion });
 * console.log(`${result.snapshotId}: ${result.objectsWritten} objects, ${result.bytesWritten} bytes`);
 */
export async function publishSnapshot(store: ObjectStore, input: PublishInput | PublishDelta, options: PublishOptions = {}): Promise<PublishResult> {
  const now = options.now ?? new Date();
  const maxShrink = options.maxShrink ?? DEFAULT_SNAPSHOT_SETTINGS.maxShrink;
  if (!(maxShrink >= 0 && maxShrink <= 1)) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] maxShrink: expected a fraction between 0 and 1, got ${String(maxShrink)}`);
  }
  const rewrite = options.rewrite ?? new Set<string>();
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    timings[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  const lease = await acquirePublishLease(store, now, options.leaseTtlSeconds ?? DEFAULT_SNAPSHOT_SETTINGS.leaseTtlSeconds);
  let temp: string | null = null;
  try {
    temp = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), 'annonces-nc-publish-'));
    const pointer = await readCurrent(store);
    const parentRead = pointer === null ? null : await readManifest(store, pointer.snapshot);
    const parent = parentRead?.manifest ?? null;
    if (isDelta(input) && (parent?.id !== input.parent.id || parentRead?.sha256 !== input.parent.manifestSha256)) {
      throw new SnapshotError(
        'snapshot_parent_moved',
        `[snapshot] the changes were computed against ${input.parent.id}, but current is ${pointer?.snapshot ?? 'nothing'}: build them again`,
      );
    }
    if (parent !== null && !input.force) checkShrink(parent, input.counts, maxShrink);

    const cache = options.cache ?? new ObjectCache(store);
    const parentTree = parent === null ? null : await TreeView.open(cache, parent.tree.root);
    const parentEntries = parentTree === null ? new Map<string, TreeEntry>() : await parentTree.toMap();
    const parentLedger = parent === null ? null : await LedgerView.open(cache, parent.ledger.root);
    const known = new Set<string>();
    for (const object of parentTree?.objects() ?? []) known.add(object.sha256);
    for (const entry of parentEntries.values()) known.add(entry.sha256);
    if (parentLedger !== null) known.add(parentLedger.rootHash);
    if (parentLedger !== null) for (const ref of Object.values(parentLedger.root.months)) known.add(ref.sha256);

    step('parent');
    const writer = new ObjectWriter(store, known, { rewrite, ...(options.seen ? { seen: options.seen } : {}), ...(options.present ? { present: options.present } : {}) });
    const queue = new PQueue({ concurrency: options.concurrency ?? 16 });
    const failures: unknown[] = [];
    const write = async (hash: string, body: Buffer, contentType: string) => {
      if (known.has(hash) && !rewrite.has(hash)) return;
      // Backpressure: artefacts stream in, so keep only a bounded number of bodies in memory.
      await queue.onSizeLessThan(queue.concurrency * 2);
      queue.add(() => writer.ensure(hash, body, contentType)).catch((error: unknown) => failures.push(error));
      if (failures.length > 0) throw failures[0];
    };
    const drain = async () => {
      await queue.onIdle();
      if (failures.length > 0) throw failures[0];
    };

    // 1. Artefacts: what differs from the parent's tree.
    const treeChanges = new Map<string, TreeEntry | null>();
    const given = new Set<string>();
    for await (const artefact of input.artefacts) {
      checkPath(artefact.path);
      if (given.has(artefact.path)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] artefact path ${artefact.path} given twice`);
      given.add(artefact.path);
      const entry: TreeEntry = { sha256: sha256Hex(artefact.body), size: artefact.body.length, contentType: artefact.contentType };
      const before = parentEntries.get(artefact.path);
      if (before?.sha256 !== entry.sha256 || before.contentType !== entry.contentType) treeChanges.set(artefact.path, entry);
      await write(entry.sha256, artefact.body, artefact.contentType);
    }
    const gone = isDelta(input) ? input.removedPaths : [...parentEntries.keys()].filter((p) => !given.has(p));
    for (const removed of gone) {
      if (given.has(removed)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] artefact path ${removed} both given and removed`);
      if (removed !== CHANGES_PATH && parentEntries.has(removed)) treeChanges.set(removed, null);
    }
    given.clear();
    if (!isDelta(input) && parentTree !== null) {
      for (const shard of recoverUnreadShards(parentTree, parentEntries, treeChanges, rewrite)) await write(shard.hash, shard.body, 'application/json');
    }
    await drain();
    step('artefacts');
    crashPoint('after-objects');

    // 2. Ledger: every month given is sealed whole; months the parent shares are kept.
    const diff = new LedgerDiff(new FileAddedSink(temp), { fromNothing: parentLedger === null });
    const parentMonths = parentLedger?.root.months ?? {};
    const months: LedgerRootV2['months'] = isDelta(input) ? { ...parentMonths } : {};
    const named = new Set<string>();
    const ids = new Set<string>();
    const source = isDelta(input) ? checkedMonths(input.ledgerMonths, ids) : groupByMonth(input.ledger);
    for await (const { month, items } of source) {
      named.add(month);
      const sealed = items.length === 0 ? null : sealMonth(month, items);
      if (sealed === null) delete months[month];
      else months[month] = { sha256: sealed.node.hash, items: sealed.items };
      if (parentMonths[month]?.sha256 !== sealed?.node.hash) {
        const before = await parentLedger?.month(month);
        const beforeHashes = new Set(before?.chunks.map((c) => c.sha256) ?? []);
        for (const hash of beforeHashes) known.add(hash);
        const afterHashes = new Set(sealed?.chunks.map((c) => c.hash) ?? []);
        const oldItems: LedgerItem[] = [];
        for (const chunk of before?.chunks ?? []) if (!afterHashes.has(chunk.sha256)) oldItems.push(...(await parentLedger!.chunkItems(chunk.sha256)));
        const fresh = sealed?.chunks.filter((c) => !beforeHashes.has(c.hash)) ?? [];
        await diff.month(oldItems, fresh.flatMap((c) => c.items), fresh.flatMap((c) => c.json));
      }
      // A month equal to the parent's holds only objects the parent references (checked intact).
      const same = parentMonths[month]?.sha256 === sealed?.node.hash;
      for (const chunk of sealed?.chunks ?? []) if (!same || rewrite.has(chunk.hash)) await write(chunk.hash, chunk.body, 'application/json');
      if (sealed !== null) await write(sealed.node.hash, sealed.node.body, 'application/json');
    }
    if (!isDelta(input)) {
      // Months the parent has and the full input has not: every item of them is gone.
      for (const month of Object.keys(parentMonths).filter((m) => !named.has(m)).sort()) {
        const before = await parentLedger!.month(month);
        const oldItems: LedgerItem[] = [];
        for (const chunk of before?.chunks ?? []) oldItems.push(...(await parentLedger!.chunkItems(chunk.sha256)));
        await diff.month(oldItems, []);
      }
    }
    const ledgerRoot = sealLedgerRoot(months);
    await write(ledgerRoot.hash, ledgerRoot.body, 'application/json');
    await drain();
    step('ledger');
    crashPoint('after-ledger');

    // 3. Changes, then the tree that includes them.
    const ledger = diff.finish();
    const companies = new Set(ledger.ridets);
    for (const [logicalPath, entry] of treeChanges) {
      const match = COMPANY_PATH.exec(logicalPath);
      if (match && parentEntries.get(logicalPath)?.sha256 !== entry?.sha256) companies.add(match[1]!);
    }
    const nothingChanged = ledger.added + ledger.removed.length + ledger.updated.length + companies.size === 0;
    const unrepaired = [...rewrite].some((hash) => !writer.rewrote(hash));
    if (options.skipUnchanged && parent !== null && parentRead !== null && nothingChanged && !unrepaired) {
      return {
        snapshotId: parent.id,
        parentId: parent.parentId,
        objectsWritten: writer.objects,
        bytesWritten: writer.bytes,
        added: 0,
        removed: 0,
        companiesChanged: 0,
        unchanged: true,
        manifestSha256: parentRead.sha256,
        repaired: writer.repaired,
        timings,
      };
    }
    const id = await freeSnapshotId(store, now, parent?.id ?? null);
    const changes = await writeChangesFile(path.join(temp, 'changes.json'), { from: parent?.id ?? null, to: id }, ledger, [...companies].sort());
    await writer.ensureFile(changes.sha256, changes.file, changes.size, 'application/json');
    treeChanges.set(CHANGES_PATH, { sha256: changes.sha256, size: changes.size, contentType: 'application/json' });
    step('changes');

    const tree = await planTree(
      parentTree === null ? null : { view: parentTree, entries: parentEntries },
      treeChanges,
      options.treeLayout ?? DEFAULT_TREE_LAYOUT,
      { rebuild: rewrite.size > 0 },
    );
    for (const sealed of [...tree.objects, tree.root]) await write(sealed.hash, sealed.body, 'application/json');
    await drain();
    step('tree');
    crashPoint('after-tree');

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      id,
      parentId: parent?.id ?? null,
      createdAt: now.toISOString(),
      runIds: [...input.runIds],
      codeVersion: input.codeVersion,
      counts: input.counts,
      tree: { root: tree.root.hash, paths: tree.paths },
      ledger: { root: ledgerRoot.hash, items: Object.values(months).reduce((n, m) => n + m.items, 0) },
      changes: {
        path: CHANGES_PATH,
        added: ledger.added,
        removed: ledger.removed.length,
        updated: ledger.updated.length,
        companiesChanged: companies.size,
      },
      written: { objects: writer.objects, bytes: writer.bytes },
    };
    const manifestBody = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    await store.put(manifestKey(id), manifestBody, { contentType: 'application/json', cacheControl: 'public, max-age=31536000, immutable' });
    crashPoint('after-manifest');

    const manifestSha256 = sha256Hex(manifestBody);
    await writeCurrent(store, id, manifestSha256, now);
    crashPoint('after-current');
    await appendAudit(store, {
      at: now.toISOString(),
      action: 'publish',
      from: pointer?.snapshot ?? null,
      to: id,
      manifestSha256,
      actor: options.actor ?? 'publish',
      ...(options.overRollback ? { overRollback: true as const } : {}),
    });

    return {
      snapshotId: id,
      parentId: manifest.parentId,
      // The manifest's own figures: objects under objects/, the manifest itself not among them
      // (it cannot count its own bytes), so the run's line, `list` and the manifest agree.
      objectsWritten: writer.objects,
      bytesWritten: writer.bytes,
      added: ledger.added,
      removed: ledger.removed.length,
      companiesChanged: companies.size,
      manifestSha256,
      repaired: writer.repaired,
      timings: { ...timings, manifest: Math.round(performance.now() - mark) },
    };
  } finally {
    if (temp !== null) await rm(temp, { recursive: true, force: true });
    await lease.release().catch((err: unknown) => {
      // The publish itself succeeded or failed on its own; a lease left behind only delays GC's
      // object sweep until it is older than SNAPSHOT_LEASE_TTL_SECONDS. Say so, loudly enough.
      (options.logger ?? silentLogger).warn({ err, lease: lease.key, store: store.url }, 'could not release the publish lease; GC skips its sweep until the lease expires');
    });
  }
}

/**
 * A parent tree shard that was damaged (in `rewrite`) was read as empty, so every path it held
 * looks new. When the full input's paths of that shard key seal to the damaged shard's very hash,
 * the parent held exactly them: they are not changes after all, and the sealed shard (returned)
 * is the damaged one's right bytes. Otherwise the parent's paths there stay unknown, and count
 * as changed.
 */
function recoverUnreadShards(parent: TreeView, parentEntries: Map<string, TreeEntry>, changes: Map<string, TreeEntry | null>, rewrite: ReadonlySet<string>): SealedObject[] {
  const layered = parent.layeredKeys();
  const unread = Object.entries(parent.root.shards).filter(([key, hash]) => rewrite.has(hash) && !layered.has(key));
  const recovered: SealedObject[] = [];
  if (unread.length === 0) return recovered;
  const byKey = new Map<string, Record<string, TreeEntry>>();
  for (const [logicalPath, entry] of changes) {
    if (entry === null) continue;
    const key = shardOf(logicalPath, TREE_SHARD_HEX);
    let entries = byKey.get(key);
    if (!entries) byKey.set(key, (entries = {}));
    entries[logicalPath] = entry;
  }
  for (const [key, hash] of unread) {
    const entries = byKey.get(key) ?? {};
    const sealed = seal({ format: 'annonces-nc/tree-shard@1', entries } satisfies TreeShard);
    if (sealed.hash !== hash) continue;
    recovered.push(sealed);
    for (const [logicalPath, entry] of Object.entries(entries)) {
      changes.delete(logicalPath);
      parentEntries.set(logicalPath, entry);
    }
  }
  return recovered;
}

function isDelta(input: PublishInput | PublishDelta): input is PublishDelta {
  return 'parent' in input;
}

/** The delta's months, checked: ascending, each once, every id in one month only, sorted within. */
async function* checkedMonths(
  months: AsyncIterable<LedgerMonthInput> | Iterable<LedgerMonthInput>,
  ids: Set<string>,
): AsyncGenerator<LedgerMonthInput> {
  let last = '';
  for await (const { month, items } of months) {
    if (!/^\d{4}-\d{2}$/.test(month) || month <= last) {
      throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger months must be YYYY-MM, ascending and given once: got ${JSON.stringify(month)} after ${JSON.stringify(last)}`);
    }
    last = month;
    for (const item of items) {
      if (typeof item.id !== 'string' || item.id === '' || typeof item.ridet !== 'string' || item.date?.slice(0, 7) !== month) {
        throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item without id or ridet, or not of ${month}: ${JSON.stringify(item).slice(0, 200)}`);
      }
      if (ids.has(item.id)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item ${item.id} given twice`);
      ids.add(item.id);
    }
    yield { month, items: [...items].sort(compareItems) };
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

/** The id for `now`, suffixed when a manifest of that second exists (a crashed or quick re-run). */
async function freeSnapshotId(store: ObjectStore, now: Date, parentId: string | null): Promise<string> {
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    const id = snapshotIdFor(now, attempt);
    if (id !== parentId && (await store.head(manifestKey(id))) === null) return id;
  }
  throw new SnapshotError('snapshot_invalid_input', `[snapshot] no free snapshot id for ${now.toISOString()}`);
}
