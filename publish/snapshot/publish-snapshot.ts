import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../../platform/logger.ts';
import type { ObjectStore } from '../store/object-store.ts';
import { acquirePublishLease } from './lease.ts';
import { ObjectCache } from './manifest.ts';
import { movePointer } from './publish/move-pointer.ts';
import type { PublishContext } from './publish/publish-context.ts';
import type { PublishOptions } from './publish/publish-options.ts';
import { checkMaxShrink, planPublish } from './publish/publish-plan.ts';
import { openParent, readParentManifest } from './publish/read-parent.ts';
import { Uploads } from './publish/uploads.ts';
import { writeArtefacts } from './publish/write-artefacts.ts';
import { changedCompanies, writeChanges } from './publish/write-changes.ts';
import { writeLedger } from './publish/write-ledger.ts';
import { writeManifest } from './publish/write-manifest.ts';
import { writeTree } from './publish/write-tree.ts';
import { DEFAULT_SNAPSHOT_SETTINGS } from './settings.ts';
import { CHANGES_PATH } from './snapshot-layout.ts';
import type { PublishDelta, PublishInput, PublishResult } from './snapshot-types.ts';
import { DEFAULT_TREE_LAYOUT } from './tree-builder.ts';

export type { PublishOptions } from './publish/publish-options.ts';

/**
 * Publishes a snapshot and makes it current: from a full input (every artefact and ledger item)
 * or from a delta against the current snapshot (see PublishDelta); both give the same snapshot
 * content for the same data. The plan (publish/publish-plan.ts, beside this file) decides which
 * and why, or refuses, before anything is written; the steps (publish/write-*.ts,
 * publish/move-pointer.ts) follow.
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
  checkMaxShrink(maxShrink);
  const objects = options.objects ?? {};
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
    const read = await readParentManifest(store);
    const plan = planPublish({ parent: read && { id: read.manifest.id, manifestSha256: read.manifestSha256, counts: read.manifest.counts }, input, maxShrink, rewrite: objects.rewrite?.size ?? 0 });
    const opened = read === null ? null : await openParent(read, objects.cache ?? new ObjectCache(store));
    const ctx: PublishContext = {
      store, input, now, plan, temp,
      parent: opened?.parent ?? null,
      uploads: new Uploads(store, opened?.known ?? new Set<string>(), objects, options.concurrency ?? 16),
      treeLayout: options.testing?.treeLayout ?? DEFAULT_TREE_LAYOUT,
      crashAt: options.testing?.crashAt ?? (() => undefined),
    };
    const { parent, uploads } = ctx;
    step('parent');

    const treeChanges = await writeArtefacts(ctx);
    step('artefacts');
    ctx.crashAt('after-objects');
    const ledger = await writeLedger(ctx);
    step('ledger');
    ctx.crashAt('after-ledger');

    const companies = changedCompanies(ctx, treeChanges, ledger);
    const significant = [...(options.significantPaths ?? [])].some((p) => treeChanges.has(p));
    const nothingChanged = ledger.diff.added + ledger.diff.removed.length + ledger.diff.updated.length + companies.size === 0 && !significant;
    const unrepaired = [...uploads.rewrite].some((hash) => !uploads.writer.rewrote(hash));
    if (options.skipUnchanged && parent !== null && nothingChanged && !unrepaired) {
      return {
        snapshotId: parent.manifest.id, parentId: parent.manifest.parentId, objectsWritten: uploads.writer.objects, bytesWritten: uploads.writer.bytes,
        added: 0, removed: 0, updated: 0, companiesChanged: 0, unchanged: true, manifestSha256: parent.manifestSha256, repaired: uploads.writer.repaired, timings, plan: describe(plan),
      };
    }
    const changes = await writeChanges(ctx, ledger, companies);
    treeChanges.set(CHANGES_PATH, changes.entry);
    step('changes');
    const tree = await writeTree(ctx, treeChanges);
    step('tree');
    ctx.crashAt('after-tree');
    const written = await writeManifest(ctx, { id: changes.id, tree, ledger, companies });
    ctx.crashAt('after-manifest');
    await movePointer(ctx, { id: changes.id, manifestSha256: written.sha256 }, { actor: options.actor ?? 'publish', overRollback: options.overRollback ?? false });

    return {
      snapshotId: changes.id,
      parentId: written.manifest.parentId,
      // The manifest's own figures: objects under objects/, the manifest itself not among them
      // (it cannot count its own bytes), so the run's line, `list` and the manifest agree.
      objectsWritten: uploads.writer.objects,
      bytesWritten: uploads.writer.bytes,
      added: ledger.diff.added,
      removed: ledger.diff.removed.length,
      updated: ledger.diff.updated.length,
      companiesChanged: companies.size,
      manifestSha256: written.sha256,
      repaired: uploads.writer.repaired,
      timings: { ...timings, manifest: Math.round(performance.now() - mark) },
      plan: describe(plan),
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

/** The plan as a result carries it: mode, reason code and its words. */
function describe(plan: ReturnType<typeof planPublish>): NonNullable<PublishResult['plan']> {
  return { mode: plan.mode, reason: plan.reason, fr: plan.fr, en: plan.en };
}
