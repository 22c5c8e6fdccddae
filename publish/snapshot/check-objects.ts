import PQueue from 'p-queue';
import type { ObjectStore } from '../store/object-store.ts';
import { listAll } from '../store/object-store.ts';
import { readManifest, type LedgerMonth, type LedgerRoot, type ObjectCache, type TreeRoot } from './manifest.ts';
import { stampOf, type ObjectStamp } from './object-writer.ts';
import { OBJECTS_PREFIX, objectKey, sha256Hex, SHA256_PATTERN, TREE_SHARD_KEYS } from './snapshot-layout.ts';
import { TreeView } from './snapshot-tree.ts';

/** Re-hashing covers 1/SAMPLE_SLOTS of the objects per day, so every object within that many days. */
export const SAMPLE_SLOTS = 64;
const DAY_MS = 24 * 3600 * 1000;

export interface ObjectCheckResult {
  /** Referenced objects whose stored bytes do not hash to their name, or that are missing: hash -> what. */
  bad: Map<string, string>;
  referenced: number;
  listed: number;
  /** Objects read and hashed (changed since seen, never seen, or in today's sample). */
  rehashed: number;
  rehashedBytes: number;
}

/** Every object under `objects/` with its size and time: one listing, the 256 shard prefixes in parallel. */
export async function listObjects(store: ObjectStore, concurrency = 16): Promise<Map<string, ObjectStamp>> {
  const queue = new PQueue({ concurrency });
  const listed = new Map<string, ObjectStamp>();
  await Promise.all(
    TREE_SHARD_KEYS.map((prefix) =>
      queue.add(async () => {
        for await (const info of listAll(store, `${OBJECTS_PREFIX}${prefix}/`)) {
          const hash = info.key.slice(info.key.lastIndexOf('/') + 1);
          if (SHA256_PATTERN.test(hash) && info.key === objectKey(hash)) listed.set(hash, stampOf(info));
        }
      }),
    ),
  );
  return listed;
}

/**
 * Finds the objects of a snapshot whose bytes no longer match their name, without reading them
 * all: one listing of `objects/` gives every object's size and last-modified time, and only those
 * that differ from when this publisher last saw them intact (`seen`), that it never saw, or whose
 * hash falls in today's sample (1/64 of them, rotating daily, for damage that leaves size and time
 * alone) are read and hashed. Any rewrite, truncation or deletion through the store changes the
 * listing (listObjects), so it is found by the next publish. `seen` is updated in place (pruned
 * to what is listed).
 *
 * The tree's structural objects are checked before they are parsed and handed to `cache` (a bad
 * shard or layer as an empty stand-in, so a publish reading the snapshot through that cache
 * sees its paths as unknown rather than wrong); the ledger's are left to the publish, which
 * reads only the months that changed.
 */
export async function checkObjects(
  store: ObjectStore,
  snapshotId: string,
  seen: Map<string, ObjectStamp>,
  listed: ReadonlyMap<string, ObjectStamp>,
  options: { cache: ObjectCache; now?: Date; concurrency?: number },
): Promise<ObjectCheckResult> {
  const { manifest } = await readManifest(store, snapshotId);
  const queue = new PQueue({ concurrency: options.concurrency ?? 16 });
  for (const hash of [...seen.keys()]) if (!listed.has(hash)) seen.delete(hash);

  const slot = Math.floor((options.now ?? new Date()).getTime() / DAY_MS) % SAMPLE_SLOTS;
  const result: ObjectCheckResult = { bad: new Map(), referenced: 0, listed: listed.size, rehashed: 0, rehashedBytes: 0 };
  const checked = new Set<string>();
  /** Whether the listing alone vouches for the object (the usual case: decided without a read). */
  const vouched = (hash: string): boolean => {
    const stamp = listed.get(hash);
    const known = seen.get(hash);
    return stamp !== undefined && known !== undefined && known.size === stamp.size && known.modified === stamp.modified &&
      parseInt(hash.slice(0, 4), 16) % SAMPLE_SLOTS !== slot;
  };
  const count = (hash: string) => {
    if (checked.has(hash)) return false;
    checked.add(hash);
    result.referenced += 1;
    return true;
  };
  /** The object's bytes when wanted and intact, `true` when intact and not wanted, null when bad. */
  const check = async (hash: string, what: string, want: boolean): Promise<Buffer | true | null> => {
    count(hash);
    const stamp = listed.get(hash);
    if (stamp === undefined) {
      result.bad.set(hash, what);
      return null;
    }
    if (vouched(hash)) {
      if (!want) return true;
      const body = await store.get(objectKey(hash));
      if (body !== null) return body;
    } else {
      const body = await store.get(objectKey(hash));
      result.rehashed += 1;
      result.rehashedBytes += body?.length ?? 0;
      if (body !== null && sha256Hex(body) === hash) {
        seen.set(hash, stamp);
        return want ? body : true;
      }
    }
    seen.delete(hash);
    result.bad.set(hash, what);
    return null;
  };
  /** Leaves (artefacts, chunks): most are vouched for by the listing; only the others are queued for a read. */
  const reads: Promise<unknown>[] = [];
  const leaf = (hash: string, what: string) => {
    if (checked.has(hash)) return;
    if (vouched(hash)) count(hash);
    else reads.push(queue.add(() => check(hash, what, false)));
  };
  const parsed = <T>(body: Buffer | true | null): T | null => (body === null || body === true ? null : (JSON.parse(body.toString('utf8')) as T));

  const root = parsed<TreeRoot>(await check(manifest.tree.root, '<tree root>', true));
  if (root !== null) {
    options.cache.seed(manifest.tree.root, root);
    const parts: Array<[string, string, unknown]> = Object.entries(root.shards).map(([key, hash]) => [hash, `<tree shard ${key}>`, { format: 'annonces-nc/tree-shard@1', entries: {} }]);
    for (const layer of root.layers) parts.push([layer.sha256, `<tree layer ${layer.seq}>`, { format: 'annonces-nc/tree-layer@1', seq: layer.seq, entries: {} }]);
    await Promise.all(parts.map(([hash, what, standIn]) => queue.add(async () => options.cache.seed(hash, parsed(await check(hash, what, true)) ?? standIn))));
    const tree = await TreeView.open(options.cache, manifest.tree.root);
    for await (const [path, entry] of tree.entries()) leaf(entry.sha256, path);
  }

  const ledger = parsed<LedgerRoot>(await check(manifest.ledger.root, '<ledger root>', true));
  if (ledger !== null) {
    options.cache.seed(manifest.ledger.root, ledger);
    for (const [month, ref] of Object.entries(ledger.months)) {
      const node = parsed<LedgerMonth>(await check(ref.sha256, `<ledger month ${month}>`, true));
      if (node === null) continue;
      options.cache.seed(ref.sha256, node);
      for (const [i, chunk] of node.chunks.entries()) leaf(chunk.sha256, `<ledger chunk ${month}/${i}>`);
    }
  }
  await Promise.all(reads);
  return result;
}
