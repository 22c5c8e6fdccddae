import type { ObjectStore } from '../store/object-store.ts';
import { groupByMonth, compareItems, sealLedgerRoot, sealMonth } from './ledger-months.ts';
import { acquirePublishLease } from './lease.ts';
import { MANIFEST_FORMAT, type LedgerRootV2, type Manifest, type TreeRootV2 } from './manifest.ts';
import { listSnapshotIds } from './list-snapshots.ts';
import { appendAudit, readAudit, readCurrent, writeCurrent, type AuditEvent } from './pointer.ts';
import { DEFAULT_SNAPSHOT_SETTINGS } from './settings.ts';
import { SnapshotError } from './snapshot-error.ts';
import { manifestKey, objectKey, sha256Hex, TREE_SHARD_KEYS } from './snapshot-layout.ts';
import type { LedgerItem } from './snapshot-types.ts';
import { seal, type SealedObject } from './tree-builder.ts';

/**
 * Format 1 as this migration reads it, and nothing else does any more: a manifest
 * `annonces-nc/snapshot@1` whose tree root is `annonces-nc/tree@1` (the 256 shards of format 2,
 * no layers) and whose ledger root is `annonces-nc/ledger@1` (up to 4096 shards keyed by
 * sha256(id), items in id order within a shard).
 */
const MANIFEST_FORMAT_ONE = 'annonces-nc/snapshot@1';
interface ShardRootV1 {
  format: 'annonces-nc/tree@1' | 'annonces-nc/ledger@1';
  shards: Record<string, string>;
}
interface LedgerShardV1 {
  format: 'annonces-nc/ledger-shard@1';
  items: LedgerItem[];
}
type ManifestV1 = Omit<Manifest, 'format'> & { format: typeof MANIFEST_FORMAT_ONE };

/** Where a test stops the migration, as a crash would: after each write that moves it forward. */
export type MigrationPoint = 'after-objects' | 'after-audit' | 'after-manifest' | 'after-current';

/** The testing seam of the migration; production passes nothing. */
export interface MigrationTesting {
  /**
   * Called at each point for each snapshot; a test throws there to stop the migration dead, and
   * `snapshots migrate` kills itself there when SNAPSHOT_CRASH_AT names `migrate-<point>`
   * (cli/crash-points.ts). Absent: nothing.
   */
  stopAt?: (point: MigrationPoint, id: string) => void;
}

export interface MigrateOptions {
  /** Time of the audit events (default now). */
  now?: Date;
  /** Recorded in the audit log (default `migrate`). */
  actor?: string;
  leaseTtlSeconds?: number;
  testing?: MigrationTesting;
}

export interface MigratedSnapshot {
  id: string;
  /** sha256 of the format 1 manifest, as `current` and the audit log had recorded it. */
  fromManifestSha256: string;
  toManifestSha256: string;
}

export interface MigrateResult {
  /** Snapshots converted by this run (a run that completes an interrupted one lists them too). */
  migrated: MigratedSnapshot[];
  /** Snapshots found in format 2 already (nothing to do, or done by an earlier run). */
  alreadyFormatTwo: string[];
  /** True when this run pointed `current` at the migrated manifest's hash. */
  pointerUpdated: boolean;
}

/**
 * Converts every snapshot of format 1 in the store to format 2, once: the same paths and bytes,
 * the same ledger items, the same id, parent and counts; only the tree root, the ledger objects
 * and the manifest are new. `verify` passes afterwards; the manifest's hash changes, so each
 * conversion is an audit event (`action: "migrate"`, `replacesManifestSha256`).
 *
 * Per snapshot, in this order, each step safe to repeat: (1) the new objects, content-addressed;
 * (2) the audit event, unless one already records this very conversion; (3) the manifest, in one
 * PUT; (4) `current`, when it pointed at the old manifest. A crash anywhere leaves format 1
 * manifests (refused by readers until migrated) or format 2 ones whose old hash the audit log
 * explains; the next run finds what is left and finishes it. A second run changes nothing.
 */
export async function migrateStore(store: ObjectStore, options: MigrateOptions = {}): Promise<MigrateResult> {
  const now = options.now ?? new Date();
  const stop = options.testing?.stopAt ?? (() => undefined);
  const lease = await acquirePublishLease(store, now, options.leaseTtlSeconds ?? DEFAULT_SNAPSHOT_SETTINGS.leaseTtlSeconds);
  const result: MigrateResult = { migrated: [], alreadyFormatTwo: [], pointerUpdated: false };
  try {
    const conversions = (await readAudit(store)).filter((e) => e.action === 'migrate');
    for (const id of await listSnapshotIds(store)) {
      const body = await store.get(manifestKey(id));
      if (body === null) continue; // deleted by a GC since the listing
      const sha256 = sha256Hex(body);
      const manifest = parseManifest(body, id);
      let current: string;
      if (manifest.format === MANIFEST_FORMAT_ONE) {
        const converted = await convert(store, manifest);
        stop('after-objects', id);
        current = sha256Hex(converted);
        if (!conversions.some((e) => e.to === id && e.manifestSha256 === current && e.replacesManifestSha256 === sha256)) {
          const event: AuditEvent = { at: now.toISOString(), action: 'migrate', from: id, to: id, manifestSha256: current, replacesManifestSha256: sha256, actor: options.actor ?? 'migrate' };
          conversions.push(await appendAudit(store, event));
        }
        stop('after-audit', id);
        // Not `immutable` like a publish's manifest: this key held other bytes before.
        await store.put(manifestKey(id), converted, { contentType: 'application/json', cacheControl: 'no-cache' });
        stop('after-manifest', id);
        result.migrated.push({ id, fromManifestSha256: sha256, toManifestSha256: current });
      } else {
        current = sha256;
        result.alreadyFormatTwo.push(id);
      }
      // `current` still names the old manifest's hash (this run, or a run stopped before it got here).
      const pointer = await readCurrent(store);
      if (pointer?.snapshot === id && pointer.manifestSha256 !== current && conversions.some((e) => e.to === id && e.manifestSha256 === current && e.replacesManifestSha256 === pointer.manifestSha256)) {
        // The pointer does not move: same snapshot, same action, same time.
        await writeCurrent(store, id, current, new Date(pointer.updatedAt), pointer.action ?? 'publish');
        result.pointerUpdated = true;
      }
      stop('after-current', id);
    }
    return result;
  } finally {
    await lease.release();
  }
}

function parseManifest(body: Buffer, id: string): ManifestV1 | Manifest {
  try {
    const manifest = JSON.parse(body.toString('utf8')) as ManifestV1 | Manifest;
    if ((manifest.format !== MANIFEST_FORMAT_ONE && manifest.format !== MANIFEST_FORMAT) || manifest.id !== id) throw new Error(`unexpected format or id ${manifest.id}`);
    return manifest;
  } catch (error) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] manifest of ${id} is unreadable`, { cause: error });
  }
}

/**
 * Writes the format 2 tree root and ledger of a format 1 snapshot and returns its new manifest.
 * Every object read is checked against its hash: a damaged format 1 ledger shard must stop the
 * migration, not be sealed into a ledger that verifies. The ledger is held in memory (format 1
 * stores come from the first months of the project: tens of thousands of items at most).
 */
async function convert(store: ObjectStore, manifest: ManifestV1): Promise<Buffer> {
  const read = async <T>(hash: string, what: string): Promise<T> => {
    const body = await store.get(objectKey(hash));
    if (body === null || sha256Hex(body) !== hash) {
      throw new SnapshotError('snapshot_corrupt', `[snapshot] ${manifest.id}: ${what} object ${hash} is ${body === null ? 'missing' : 'altered'} in ${store.url}; the snapshot cannot be migrated (delete it, or restore the object)`);
    }
    return JSON.parse(body.toString('utf8')) as T;
  };
  const write = async (sealed: SealedObject): Promise<void> => {
    if ((await store.head(objectKey(sealed.hash))) === null) await store.put(objectKey(sealed.hash), sealed.body, { contentType: 'application/json' });
  };

  const treeRoot = await read<ShardRootV1>(manifest.tree.root, 'tree root');
  if (treeRoot.format !== 'annonces-nc/tree@1') throw new SnapshotError('snapshot_corrupt', `[snapshot] ${manifest.id}: tree root of format ${JSON.stringify(treeRoot.format)} in a format 1 manifest`);
  // Format 1's shards are format 2's base shards: a root that names them, with no layer, is the
  // tree a publish writes as a fresh base (seq 0, every shard stamped 0).
  const tree = seal({ format: 'annonces-nc/tree@2', seq: 0, shards: treeRoot.shards, stamps: TREE_SHARD_KEYS.map(() => 0), layers: [] } satisfies TreeRootV2);

  const ledgerRoot = await read<ShardRootV1>(manifest.ledger.root, 'ledger root');
  if (ledgerRoot.format !== 'annonces-nc/ledger@1') throw new SnapshotError('snapshot_corrupt', `[snapshot] ${manifest.id}: ledger root of format ${JSON.stringify(ledgerRoot.format)} in a format 1 manifest`);
  const items: LedgerItem[] = [];
  for (const [key, hash] of Object.entries(ledgerRoot.shards)) items.push(...(await read<LedgerShardV1>(hash, `ledger shard ${key}`)).items);
  if (items.length !== manifest.ledger.items) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] ${manifest.id}: the ledger holds ${items.length} items, the manifest says ${manifest.ledger.items}`);
  }
  const months: LedgerRootV2['months'] = {};
  for await (const { month, items: monthItems } of groupByMonth(items.sort(compareItems))) {
    const sealed = sealMonth(month, monthItems);
    for (const chunk of sealed.chunks) await write(chunk);
    await write(sealed.node);
    months[month] = { sha256: sealed.node.hash, items: sealed.items };
  }
  const ledger = sealLedgerRoot(months);
  await write(ledger);
  await write(tree);

  // The format 1 manifest's fields in their order, with the new format and roots.
  const converted: Manifest = { ...manifest, format: MANIFEST_FORMAT, tree: { ...manifest.tree, root: tree.hash }, ledger: { ...manifest.ledger, root: ledger.hash } };
  return Buffer.from(`${JSON.stringify(converted, null, 2)}\n`, 'utf8');
}
