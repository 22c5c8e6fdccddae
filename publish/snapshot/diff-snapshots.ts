import type { ObjectStore } from '../store/object-store.js';
import { compareSnapshots } from './compare-snapshots.js';
import { ObjectCache, readManifest } from './manifest.js';
import type { SnapshotChanges } from './snapshot-types.js';

/**
 * Announcements added, removed and updated, and companies changed, from snapshot `a` to `b`
 * (any two, in either order). Only shards whose hashes differ are read.
 */
export async function diffSnapshots(store: ObjectStore, a: string, b: string): Promise<SnapshotChanges> {
  const [from, to] = await Promise.all([readManifest(store, a), readManifest(store, b)]);
  return compareSnapshots(
    new ObjectCache(store),
    { id: from.manifest.id, treeRoot: from.manifest.tree.root, ledgerRoot: from.manifest.ledger.root },
    { id: to.manifest.id, treeRoot: to.manifest.tree.root, ledgerRoot: to.manifest.ledger.root },
  );
}
