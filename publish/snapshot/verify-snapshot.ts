import PQueue from 'p-queue';
import type { ObjectStore } from '../store/object-store.js';
import { readManifest, type LedgerShard, type ShardRoot, type TreeShard } from './manifest.js';
import { readAudit, readCurrent } from './pointer.js';
import { manifestKey, objectKey, sha256Hex } from './snapshot-layout.js';

export interface BadPath {
  /** Logical path, or `<tree root>`, `<tree shard xx>`, `<ledger root>`, `<ledger shard xxx>`, `<manifest>`. */
  path: string;
  expected: string;
  /** Hash actually found, or `missing`, or `size <n>`. */
  actual: string;
}

export interface VerifyResult {
  id: string;
  ok: boolean;
  objectsChecked: number;
  bad: BadPath[];
}

/**
 * Recomputes the sha256 of every object the snapshot references (roots, shards, every logical
 * path) and compares the manifest with the hash `current` and the audit log recorded for it.
 */
export async function verifySnapshot(store: ObjectStore, id: string, options: { concurrency?: number } = {}): Promise<VerifyResult> {
  const { manifest, sha256: manifestSha256 } = await readManifest(store, id);
  const bad: BadPath[] = [];
  let checked = 0;

  const recorded = new Set<string>();
  const pointer = await readCurrent(store);
  if (pointer?.snapshot === id) recorded.add(pointer.manifestSha256);
  for (const event of await readAudit(store)) if (event.to === id) recorded.add(event.manifestSha256);
  for (const expected of recorded) {
    if (expected !== manifestSha256) bad.push({ path: `<manifest> ${manifestKey(id)}`, expected, actual: manifestSha256 });
  }

  /** Body of an object when its hash checks out, else null (and the path is reported). */
  const check = async (path: string, hash: string, size?: number): Promise<Buffer | null> => {
    checked += 1;
    const body = await store.get(objectKey(hash));
    if (body === null) {
      bad.push({ path, expected: hash, actual: 'missing' });
      return null;
    }
    const actual = sha256Hex(body);
    if (actual !== hash) {
      bad.push({ path, expected: hash, actual });
      return null;
    }
    if (size !== undefined && body.length !== size) {
      bad.push({ path, expected: `size ${size}`, actual: `size ${body.length}` });
      return null;
    }
    return body;
  };

  const queue = new PQueue({ concurrency: options.concurrency ?? 16 });
  // A store that cannot answer is not a verdict on the snapshot: rethrown, not reported as bad.
  const failures: unknown[] = [];
  const treeRoot = await check('<tree root>', manifest.tree.root);
  if (treeRoot !== null) {
    const root = JSON.parse(treeRoot.toString('utf8')) as ShardRoot;
    for (const [key, shardHash] of Object.entries(root.shards)) {
      const body = await check(`<tree shard ${key}>`, shardHash);
      if (body === null) continue;
      const shard = JSON.parse(body.toString('utf8')) as TreeShard;
      for (const [path, entry] of Object.entries(shard.entries)) {
        queue.add(() => check(path, entry.sha256, entry.size)).catch((error: unknown) => failures.push(error));
      }
      await queue.onSizeLessThan(1000);
    }
  }
  const ledgerRoot = await check('<ledger root>', manifest.ledger.root);
  if (ledgerRoot !== null) {
    const root = JSON.parse(ledgerRoot.toString('utf8')) as ShardRoot;
    let items = 0;
    for (const [key, shardHash] of Object.entries(root.shards)) {
      const body = await check(`<ledger shard ${key}>`, shardHash);
      if (body !== null) items += (JSON.parse(body.toString('utf8')) as LedgerShard).items.length;
    }
    if (items !== manifest.ledger.items && bad.every((b) => !b.path.startsWith('<ledger'))) {
      bad.push({ path: '<ledger>', expected: `${manifest.ledger.items} items`, actual: `${items} items` });
    }
  }
  await queue.onIdle();
  if (failures.length > 0) throw failures[0];
  bad.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { id, ok: bad.length === 0, objectsChecked: checked, bad };
}
