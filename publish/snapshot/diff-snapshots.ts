import type { ObjectStore } from '../store/object-store.ts';
import { compareSnapshots } from './compare-snapshots.ts';
import { canonicalJson, ObjectCache, readManifest } from './manifest.ts';
import type { LedgerItem, SnapshotChanges } from './snapshot-types.ts';

/**
 * Announcements added, removed and updated, and companies changed, from snapshot `a` to `b`
 * (any two, in either order). Only shards whose hashes differ are read.
 *
 * @internal The snapshot scenarios compare changes without the values; the command prints them with.
 */
export async function diffSnapshots(store: ObjectStore, a: string, b: string): Promise<SnapshotChanges> {
  return compareManifests(store, a, b, {});
}

/** One updated announcement: each field whose value differs, before and after (absent: undefined). */
export interface UpdatedValues {
  id: string;
  fields: Record<string, { before: unknown; after: unknown }>;
}

/**
 * `diffSnapshots` with what changed in each updated announcement, for an auditor who must see the
 * values, not only that something moved (`snapshots diff`): a corrected dénomination, a date read
 * again, a company re-attached. Ordered by id, as `updated` is.
 */
export async function diffSnapshotsWithValues(store: ObjectStore, a: string, b: string): Promise<SnapshotChanges & { updatedValues: UpdatedValues[] }> {
  const updatedValues: UpdatedValues[] = [];
  const changes = await compareManifests(store, a, b, { onUpdate: (before, after) => updatedValues.push({ id: after.id, fields: changedFields(before, after) }) });
  updatedValues.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return { ...changes, updatedValues };
}

export function changedFields(before: LedgerItem, after: LedgerItem): UpdatedValues['fields'] {
  const fields: UpdatedValues['fields'] = {};
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
    if (canonicalJson(b[key] ?? null) !== canonicalJson(a[key] ?? null)) fields[key] = { before: b[key], after: a[key] };
  }
  return fields;
}

async function compareManifests(store: ObjectStore, a: string, b: string, options: { onUpdate?: (before: LedgerItem, after: LedgerItem) => void }): Promise<SnapshotChanges> {
  const [from, to] = await Promise.all([readManifest(store, a), readManifest(store, b)]);
  return compareSnapshots(
    new ObjectCache(store),
    { id: from.manifest.id, treeRoot: from.manifest.tree.root, ledgerRoot: from.manifest.ledger.root },
    { id: to.manifest.id, treeRoot: to.manifest.tree.root, ledgerRoot: to.manifest.ledger.root },
    options,
  );
}
