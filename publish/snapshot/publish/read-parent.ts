import type { ObjectStore } from '../../store/object-store.ts';
import { readManifest, type Manifest, type ObjectCache, type TreeEntry } from '../manifest.ts';
import { readCurrent, type CurrentPointer } from '../pointer.ts';
import { LedgerView } from '../snapshot-ledger.ts';
import { TreeView } from '../snapshot-tree.ts';
import type { ParentSnapshot } from './publish-context.ts';

/** `current` and its manifest, or null when nothing is published yet: what the plan needs. */
export async function readParentManifest(store: ObjectStore): Promise<{ pointer: CurrentPointer; manifest: Manifest; manifestSha256: string } | null> {
  const pointer = await readCurrent(store);
  if (pointer === null) return null;
  const { manifest, sha256 } = await readManifest(store, pointer.snapshot);
  return { pointer, manifest, manifestSha256: sha256 };
}

/**
 * Opens the parent's tree and ledger, and returns with it every hash it references: objects
 * known to exist (GC keeps the current snapshot), which the uploads skip.
 */
export async function openParent(
  read: { pointer: CurrentPointer; manifest: Manifest; manifestSha256: string },
  cache: ObjectCache,
): Promise<{ parent: ParentSnapshot; known: Set<string> }> {
  const tree = await TreeView.open(cache, read.manifest.tree.root);
  const entries: Map<string, TreeEntry> = await tree.toMap();
  const ledger = await LedgerView.open(cache, read.manifest.ledger.root);
  const known = new Set<string>();
  for (const object of tree.objects()) known.add(object.sha256);
  for (const entry of entries.values()) known.add(entry.sha256);
  known.add(ledger.rootHash);
  for (const ref of Object.values(ledger.root.months)) known.add(ref.sha256);
  return { parent: { ...read, tree, entries, ledger }, known };
}
