import type { Logger } from '../platform/logger.ts';
import type { Config } from '../platform/config.ts';
import type { Warehouse } from '../pipeline/warehouse/warehouse.ts';
import { readCounts } from './artefacts/artefact-bodies.ts';
import { buildArtefacts, buildContext } from './artefacts/build-artefacts.ts';
import { buildChanges } from './artefacts/build-changes.ts';
import { TAKEDOWNS_PATH, takedownsChanged } from './artefacts/document-takedowns.ts';
import { diffDigests, recordPublishedDigests } from './artefacts/change-set.ts';
import type { PageOptions } from './artefacts/feed-pager.ts';
import { buildFingerprint, readPublishState, readSeenObjects, writePublishState, writeSeenObjects, type PublishState } from './artefacts/publish-state.ts';
import { SerialReader } from './artefacts/warehouse-batches.ts';
import { planBuild, type BuildFacts, type BuildPlan } from './build-plan.ts';
import { codeVersion } from './code-version.ts';
import { checkObjects, listObjects, type ObjectCheckResult } from './snapshot/check-objects.ts';
import type { ObjectStamp } from './snapshot/object-writer.ts';
import { ObjectCache, readManifest } from './snapshot/manifest.ts';
import { openSnapshot } from './snapshot/open-snapshot.ts';
import { lastAuditEvent, readCurrent, type CurrentPointer } from './snapshot/pointer.ts';
import { publishSnapshot } from './snapshot/publish-snapshot.ts';
import { chooseSiteUrl, currentSiteUrl } from './site-url.ts';
import { snapshotSettings } from './snapshot/settings.ts';
import { SnapshotError } from './snapshot/snapshot-error.ts';
import type { PublishTesting } from './snapshot/publish/publish-options.ts';
import type { PublishResult } from './snapshot/snapshot-types.ts';
import type { TreeLayout } from './snapshot/tree-builder.ts';
import type { ObjectStore } from './store/object-store.ts';

/** A change set larger than this fraction of the corpus is built in full (cheaper than splicing). */
const INCREMENTAL_MAX_FRACTION = 0.1;

export interface WarehousePublishOptions {
  warehouse: Warehouse;
  store: ObjectStore;
  siteUrl: string;
  runIds: string[];
  /** Publishes past the shrink gate and over a standing rollback (both refused otherwise). */
  force?: boolean;
  /** Largest tolerated drop versus the parent; defaults to the declared SNAPSHOT_MAX_SHRINK default. */
  maxShrink?: number;
  logger?: Logger;
  now?: Date;
  /** `auto` (default): incremental when the last publish from this warehouse is what is current; `full`: rebuild everything. */
  mode?: 'auto' | 'full';
  /** Test knobs; production leaves this out. */
  testing?: WarehousePublishTesting;
}

/**
 * The testing seam of a publish from the warehouse, shaped like publishSnapshot's
 * (PublishTesting): tests shrink the sizes to exercise paging and tree layers on a small corpus
 * and pin the code version so that the build fingerprint does not follow package.json.
 */
export interface WarehousePublishTesting {
  /** Feed page sizes (default DEFAULT_PAGE_OPTIONS). */
  pages?: PageOptions;
  /** Rows read from the warehouse per batch (default 20 000, build-artefacts.ts). */
  batchSize?: number;
  /** Tree layering thresholds, handed to publishSnapshot's testing seam. */
  treeLayout?: TreeLayout;
  /** The code version recorded in the manifest and the build fingerprint (default codeVersion()). */
  codeVersion?: string;
  /** Handed to publishSnapshot's testing seam: where the crash tests cut the publish. */
  crashAt?: PublishTesting['crashAt'];
}

export interface WarehousePublishResult extends PublishResult {
  mode: 'incremental' | 'full';
  /** Why the publish was full (null when incremental): `build.en`. */
  fullBecause: string | null;
  /** Full or incremental build, with its reason code and words (build-plan.ts); `plan` is how the snapshot was then written. */
  build: BuildPlan;
  /** What was rebuilt (incremental), or null. */
  rebuilt: { announcements: number; companies: number; feeds: number; pages: number; months: number; search: boolean; lists: number } | null;
  /** The integrity check of the served snapshot's objects, before publishing. */
  check: Omit<ObjectCheckResult, 'bad'> & { bad: string[] } | null;
  durationMs: number;
  /** Present when this publish was forced over a standing rollback: the rollback it replaced. */
  overRollback?: StandingRollback;
}

/** A rollback that made `snapshot` current, as the audit log tells it (null where it does not). */
export interface StandingRollback {
  snapshot: string;
  at: string;
  actor: string | null;
  reason: string | null;
}

/**
 * The publish step of a run: warehouse -> artefacts -> content-addressed snapshot made current.
 *
 * 0. Refuses, unless forced, to publish over a rollback (standingRollback): `current` was put
 *    back by `snapshots rollback` and this warehouse still holds what it took out of service.
 * 1. Checks the objects of the served snapshot (checkObjects): any whose bytes do not match its
 *    name is written again by this publish, which is then a full one.
 * 2. The build plan (planBuild, build-plan.ts) says full or incremental and why: if the
 *    warehouse's publish state says the served snapshot is the last one it published, with the
 *    same code and options, compares digests of every announcement and company with those
 *    recorded then (change-set.ts) and builds only what changed (build-changes.ts); otherwise
 *    builds everything (build-artefacts.ts). Both give the same snapshot.
 * 3. Publishes (publishSnapshot; a night with nothing new keeps the parent current), then records
 *    the new state and digests in the warehouse, in one transaction.
 */
export async function publishFromWarehouse(options: WarehousePublishOptions): Promise<WarehousePublishResult> {
  const started = Date.now();
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    timings[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  const { warehouse, store } = options;
  const now = options.now ?? new Date();
  const testing = options.testing ?? {};
  const context = buildContext({ siteUrl: options.siteUrl, ...(testing.batchSize ? { batchSize: testing.batchSize } : {}), ...(testing.pages ? { pages: testing.pages } : {}) });
  const version = testing.codeVersion ?? codeVersion();
  const fingerprint = await buildFingerprint(warehouse, { siteUrl: context.siteUrl, pages: context.pages, codeVersion: version });
  const state = await readPublishState(warehouse);
  const pointer = await readCurrent(store);
  const standing = await standingRollback(store, pointer, state);
  if (standing !== null && !options.force) throw overRollbackRefusal(standing, state, store.url);
  const parent = pointer === null ? null : await readManifest(store, pointer.snapshot);

  const cache = new ObjectCache(store);
  const recorded = state?.store === store.url ? await readSeenObjects(warehouse) : new Map<string, ObjectStamp>();
  const seen = new Map(recorded);
  step('state');
  const facts: BuildFacts = {
    asked: options.mode ?? 'auto',
    storeUrl: store.url,
    current: pointer === null || parent === null ? null : { snapshot: pointer.snapshot, manifestSha256: parent.sha256 },
    state,
    fingerprint,
  };
  // Decided once from what the warehouse and `current` say, then again with the objects checked
  // and the digests compared (which a full build does not need).
  const early = planBuild(facts);

  // The store side (one listing, the integrity check) and the warehouse side (counts, digests)
  // run at the same time: one waits on the file system or the network, the other on DuckDB.
  const storeSide = (async () => {
    const present = await listObjects(store);
    const check = pointer === null ? null : await checkObjects(store, pointer.snapshot, seen, present, { cache, now });
    timings['check'] = Math.round(performance.now() - mark);
    return { present, check };
  })();
  const warehouseSide = (async () => {
    const counts = await readCounts(new SerialReader(warehouse));
    const limits = { announcements: Math.max(10_000, counts.announcements * INCREMENTAL_MAX_FRACTION), companies: Math.max(1_000, counts.companies * INCREMENTAL_MAX_FRACTION) };
    const changes = early.mode === 'incremental' ? await diffDigests(warehouse, limits) : null;
    timings['diff'] = Math.round(performance.now() - mark);
    return { counts, changes };
  })();
  const [{ present, check }, { counts, changes }] = await Promise.all([storeSide, warehouseSide]);
  const plan = planBuild({ ...facts, damaged: check?.bad.size ?? 0, tooManyChanges: changes === null });
  // A takedown of a document by an operator changes no announcement, but must be published.
  const takedowns = plan.mode === 'incremental' && pointer !== null && changes !== null
    ? await takedownsChanged(new SerialReader(warehouse), await openSnapshot(store, pointer.snapshot, cache))
    : false;
  mark = performance.now();

  // Without maxShrink, publishSnapshot applies the declared default of SNAPSHOT_MAX_SHRINK.
  const settings = {
    ...(options.maxShrink !== undefined ? { maxShrink: options.maxShrink } : {}),
    skipUnchanged: true, significantPaths: new Set([TAKEDOWNS_PATH]), now,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(testing.treeLayout || testing.crashAt
      ? { testing: { ...(testing.treeLayout ? { treeLayout: testing.treeLayout } : {}), ...(testing.crashAt ? { crashAt: testing.crashAt } : {}) } }
      : {}),
    ...(standing !== null ? { overRollback: true } : {}),
  };
  const base = { runIds: options.runIds, counts, codeVersion: version, force: options.force ?? false };
  let result: PublishResult;
  let rebuilt: WarehousePublishResult['rebuilt'] = null;
  if (plan.mode === 'incremental' && changes !== null && pointer !== null && parent !== null) {
    if (changes.items.length === 0 && changes.ridets.length === 0 && !changes.searchChanged && !takedowns) {
      result = { snapshotId: parent.manifest.id, parentId: parent.manifest.parentId, objectsWritten: 0, bytesWritten: 0, added: 0, removed: 0, updated: 0, companiesChanged: 0, unchanged: true, manifestSha256: parent.sha256, repaired: 0 };
    } else {
      const built = buildChanges(warehouse, await openSnapshot(store, pointer.snapshot, cache), changes, counts, context);
      result = await publishSnapshot(store, { ...base, parent: { id: parent.manifest.id, manifestSha256: parent.sha256 }, artefacts: built.artefacts, removedPaths: built.removedPaths, ledgerMonths: built.ledgerMonths }, { ...settings, objects: { cache, seen, present } });
      rebuilt = { announcements: changes.items.length, ...built.stats };
    }
  } else {
    const built = await buildArtefacts(warehouse, { siteUrl: context.siteUrl, batchSize: context.batchSize, pages: context.pages });
    result = await publishSnapshot(store, { ...base, artefacts: built.artefacts, ledger: built.ledger }, { ...settings, objects: { cache, seen, present, rewrite: new Set(check?.bad.keys() ?? []) } });
  }
  if (result.manifestSha256 === undefined) throw new SnapshotError('snapshot_corrupt', '[publish] the publish returned no manifest hash');
  step('publish');

  const changedNothing = changes !== null && changes.items.length === 0 && changes.ridets.length === 0 && !changes.searchChanged && !takedowns;
  await warehouse.transaction(async () => {
    if (!changedNothing) await recordPublishedDigests(warehouse, plan.mode === 'full');
    await writePublishState(warehouse, { store: store.url, snapshotId: result.snapshotId, manifestSha256: result.manifestSha256!, fingerprint });
    if (state?.store !== store.url) await warehouse.run(`DELETE FROM published_objects`);
    await writeSeenObjects(warehouse, recorded, seen);
  });
  step('record');
  return {
    ...result,
    timings: { ...timings, ...Object.fromEntries(Object.entries(result.timings ?? {}).map(([k, v]) => [`publish.${k}`, v])) },
    mode: plan.mode,
    fullBecause: plan.mode === 'full' ? plan.en : null,
    build: plan,
    rebuilt,
    check: check === null ? null : { ...check, bad: [...check.bad.values()].sort() },
    durationMs: Date.now() - started,
    // Only what was published goes over the rollback: a warehouse equal to it leaves it served.
    ...(standing !== null && !result.unchanged ? { overRollback: standing } : {}),
  };
}

/**
 * The rollback `current` stands on, if this warehouse would publish over it: `current` was put
 * there by `snapshots rollback` and is not the snapshot this warehouse last published to this
 * store. The warehouse still holds what the rollback took out of service (the announcements of
 * a bad parse, say), so its next publish, full since `current` moved, would serve it again. A
 * rollback undone (current moved back to this warehouse's last publish) stands on nothing.
 */
async function standingRollback(store: ObjectStore, pointer: CurrentPointer | null, state: PublishState | null): Promise<StandingRollback | null> {
  if (pointer?.action !== 'rollback') return null;
  if (state !== null && state.store === store.url && state.snapshotId === pointer.snapshot) return null;
  const event = await lastAuditEvent(store, (e) => e.action === 'rollback' && e.to === pointer.snapshot);
  return { snapshot: pointer.snapshot, at: event?.at ?? pointer.updatedAt, actor: event?.actor ?? null, reason: event?.reason ?? null };
}

function overRollbackRefusal(standing: StandingRollback, state: PublishState | null, storeUrl: string): SnapshotError {
  const who = [standing.actor !== null ? `par ${standing.actor}` : null, standing.reason !== null ? `motif : « ${standing.reason} »` : null].filter(Boolean).join(', ');
  const last =
    state === null ? 'cet entrepôt n’a encore rien publié ici'
      : state.store !== storeUrl ? `cet entrepôt a publié en dernier vers ${state.store}`
        : `cet entrepôt a publié en dernier ${state.snapshotId}`;
  return new SnapshotError(
    'snapshot_over_rollback_refused',
    `l’instantané ${standing.snapshot} est servi à la suite d’un retour arrière (le ${standing.at}${who ? `, ${who}` : ''}) ; ` +
      `${last} et contient encore ce que ce retour arrière a retiré, qu’une publication servirait de nouveau. ` +
      'Corrigez d’abord les données (par exemple une relecture après la correction d’un analyseur), puis relancez avec --force ' +
      'pour publier par-dessus le retour arrière (la publication est inscrite au journal d’audit).',
  );
}

/**
 * publishFromWarehouse with the settings of a command: the shrink gate, and the site URL of
 * `fiche_url`, SITE_URL when set, else the parent snapshot's (publish/site-url.ts).
 */
export async function publishWarehouse(options: {
  warehouse: Warehouse;
  store: ObjectStore;
  config: Config;
  runIds: string[];
  force?: boolean;
  logger?: Logger;
  /** The crash tests' seam (cli/crash-points.ts); production leaves it out. */
  testing?: Pick<WarehousePublishTesting, 'crashAt'>;
}): Promise<WarehousePublishResult & Record<string, unknown>> {
  const settings = snapshotSettings(options.config.settings);
  const parentSiteUrl = await currentSiteUrl(options.store);
  const site = chooseSiteUrl({ configured: options.config.settings.SITE_URL, parent: parentSiteUrl, fallback: options.config.siteUrl });
  if (parentSiteUrl !== null && site.siteUrl !== parentSiteUrl) {
    options.logger?.warn({ from: parentSiteUrl, to: site.siteUrl }, 'SITE_URL differs from the current snapshot: every fiche_url changes, every company is republished');
  }
  const result = await publishFromWarehouse({
    warehouse: options.warehouse,
    store: options.store,
    siteUrl: site.siteUrl,
    runIds: options.runIds,
    force: options.force ?? false,
    maxShrink: settings.maxShrink,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.testing ? { testing: options.testing } : {}),
  });
  return { ...result, siteUrl: site.siteUrl, siteUrlFrom: site.from };
}
