import type { TreeEntry, TreeShard } from '../manifest.ts';
import { SnapshotError } from '../snapshot-error.ts';
import { CHANGES_PATH, sha256Hex, shardOf, TREE_SHARD_HEX } from '../snapshot-layout.ts';
import type { TreeView } from '../snapshot-tree.ts';
import { seal, type SealedObject } from '../tree-builder.ts';
import type { PublishContext } from './publish-context.ts';
import { isDelta } from './publish-plan.ts';

/**
 * Step 1, artefacts: hashes every artefact given and uploads what the store may lack; returns
 * what differs from the parent's tree (path -> new entry, or null when the path is gone). A full
 * input removes every parent path it does not give; a delta removes the paths it names.
 */
export async function writeArtefacts(ctx: PublishContext): Promise<Map<string, TreeEntry | null>> {
  const { input, parent, uploads } = ctx;
  const parentEntries = parent?.entries ?? new Map<string, TreeEntry>();
  const treeChanges = new Map<string, TreeEntry | null>();
  const given = new Set<string>();
  for await (const artefact of input.artefacts) {
    checkPath(artefact.path);
    if (given.has(artefact.path)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] artefact path ${artefact.path} given twice`);
    given.add(artefact.path);
    const entry: TreeEntry = { sha256: sha256Hex(artefact.body), size: artefact.body.length, contentType: artefact.contentType };
    const before = parentEntries.get(artefact.path);
    if (before?.sha256 !== entry.sha256 || before.contentType !== entry.contentType) treeChanges.set(artefact.path, entry);
    await uploads.write(entry.sha256, artefact.body, artefact.contentType);
  }
  const gone = isDelta(input) ? input.removedPaths : [...parentEntries.keys()].filter((p) => !given.has(p));
  for (const removed of gone) {
    if (given.has(removed)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] artefact path ${removed} both given and removed`);
    if (removed !== CHANGES_PATH && parentEntries.has(removed)) treeChanges.set(removed, null);
  }
  given.clear();
  if (!isDelta(input) && parent !== null) {
    for (const shard of recoverUnreadShards(parent.tree, parentEntries, treeChanges, uploads.rewrite)) await uploads.write(shard.hash, shard.body, 'application/json');
  }
  await uploads.drain();
  return treeChanges;
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

function checkPath(path: string): void {
  if (path === CHANGES_PATH) throw new SnapshotError('snapshot_invalid_input', `[snapshot] ${CHANGES_PATH} is written by the publish itself, not given as an artefact`);
  if (path === '' || path.startsWith('/') || path.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] invalid artefact path ${JSON.stringify(path)}: expected a relative path like entreprises/<ridet>.json`);
  }
}
