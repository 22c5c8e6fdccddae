import PQueue from 'p-queue';
import type { ObjectStore } from '../store/object-store.ts';
import { ObjectCache, readManifest, type LedgerChunk, type LedgerMonth, type LedgerRoot, type TreeRoot } from './manifest.ts';
import { readAudit, readCurrent } from './pointer.ts';
import { manifestKey, objectKey, sha256Hex } from './snapshot-layout.ts';
import { TreeView } from './snapshot-tree.ts';

export interface BadPath {
  /**
   * Logical path, or `<tree root>`, `<tree shard xx>`, `<tree layer n>`, `<ledger root>`,
   * `<ledger month yyyy-mm>`, `<ledger chunk yyyy-mm/i>`, `<manifest>`.
   */
  path: string;
  expected: string;
  /** Hash actually found, or `missing`, or a size. */
  actual: string;
}

export interface VerifyResult {
  id: string;
  ok: boolean;
  /** Distinct objects read and hashed (a body several paths share counts once). */
  objectsChecked: number;
  bad: BadPath[];
}

/**
 * Recomputes the sha256 of every object the snapshot references (roots, shards, layers, month
 * nodes, chunks, every logical path) and compares the manifest with the hash `current` and the
 * audit log recorded for it.
 */
export async function verifySnapshot(store: ObjectStore, id: string, options: { concurrency?: number } = {}): Promise<VerifyResult> {
  const { manifest, sha256: manifestSha256 } = await readManifest(store, id);
  const bad: BadPath[] = [];
  // Objects, not references: a body two paths share (identical feed pages) is one object, read
  // and counted once, so that `objectsChecked` of a first publish is what it wrote.
  const objects = new Set<string>();

  // Every hash recorded for this manifest, but one that a migration recorded replacing (in time
  // order: a migration replaces what the events before it recorded).
  const recorded = new Set<string>();
  for (const event of await readAudit(store)) {
    if (event.to !== id) continue;
    if (event.action === 'migrate' && event.replacesManifestSha256 !== undefined) recorded.delete(event.replacesManifestSha256);
    recorded.add(event.manifestSha256);
  }
  const pointer = await readCurrent(store);
  if (pointer?.snapshot === id) recorded.add(pointer.manifestSha256);
  for (const expected of recorded) {
    if (expected !== manifestSha256) bad.push({ path: `<manifest> ${manifestKey(id)}`, expected, actual: manifestSha256 });
  }

  /** Body of an object when its hash checks out, else null (and the path is reported). */
  const check = async (path: string, hash: string, size?: number): Promise<Buffer | null> => {
    objects.add(hash);
    const body = await store.get(objectKey(hash));
    const problem = judge(hash, body, size);
    if (problem !== null) bad.push({ path, ...problem });
    return problem === null ? body : null;
  };
  // A logical path's object, whose body is not needed afterwards: judged once per hash.
  const verdicts = new Map<string, Promise<{ length: number | null; problem: Omit<BadPath, 'path'> | null }>>();
  const checkPath = async (path: string, hash: string, size: number): Promise<void> => {
    objects.add(hash);
    let verdict = verdicts.get(hash);
    if (verdict === undefined) {
      verdict = store.get(objectKey(hash)).then((body) => ({ length: body?.length ?? null, problem: judge(hash, body) }));
      verdicts.set(hash, verdict);
    }
    const { length, problem } = await verdict;
    if (problem !== null) bad.push({ path, ...problem });
    else if (length !== size) bad.push({ path, expected: `size ${size}`, actual: `size ${String(length)}` });
  };
  const json = <T>(body: Buffer): T => JSON.parse(body.toString('utf8')) as T;

  const queue = new PQueue({ concurrency: options.concurrency ?? 16 });
  // A store that cannot answer is not a verdict on the snapshot: rethrown, not reported as bad.
  const failures: unknown[] = [];
  const later = (task: () => Promise<unknown>) => {
    queue.add(task).catch((error: unknown) => failures.push(error));
  };

  // Structural objects are checked first and handed to the tree reader through its cache; a bad
  // one is replaced by an empty stand-in so that the paths it held are simply not reached.
  const cache = new ObjectCache(store);
  const treeRoot = await check('<tree root>', manifest.tree.root);
  if (treeRoot !== null) {
    const root = json<TreeRoot>(treeRoot);
    cache.seed(manifest.tree.root, root);
    if (root.format === 'annonces-nc/tree@2') {
      for (const layer of root.layers) {
        const body = await check(`<tree layer ${layer.seq}>`, layer.sha256);
        cache.seed(layer.sha256, body === null ? { format: 'annonces-nc/tree-layer@1', seq: layer.seq, entries: {} } : json(body));
      }
    }
    for (const [key, shardHash] of Object.entries(root.shards)) {
      const body = await check(`<tree shard ${key}>`, shardHash);
      cache.seed(shardHash, body === null ? { format: 'annonces-nc/tree-shard@1', entries: {} } : json(body));
    }
    const tree = await TreeView.open(cache, manifest.tree.root);
    for await (const [path, entry] of tree.entries()) {
      later(() => checkPath(path, entry.sha256, entry.size));
      await queue.onSizeLessThan(1000);
    }
  }

  const ledgerRoot = await check('<ledger root>', manifest.ledger.root);
  if (ledgerRoot !== null) {
    const root = json<LedgerRoot>(ledgerRoot);
    let items = 0;
    let ledgerBad = false;
    const count = (path: string, hash: string, expected?: number) =>
      later(async () => {
        const body = await check(path, hash);
        if (body === null) {
          ledgerBad = true;
          return;
        }
        const n = json<LedgerChunk>(body).items.length;
        items += n;
        if (expected !== undefined && n !== expected) bad.push({ path, expected: `${expected} items`, actual: `${n} items` });
      });
    for (const [month, ref] of Object.entries(root.months)) {
      const body = await check(`<ledger month ${month}>`, ref.sha256);
      if (body === null) {
        ledgerBad = true;
        continue;
      }
      const node = json<LedgerMonth>(body);
      const claimed = node.chunks.reduce((n, c) => n + c.items, 0);
      if (claimed !== ref.items) bad.push({ path: `<ledger month ${month}>`, expected: `${ref.items} items`, actual: `${claimed} items` });
      for (const [i, chunk] of node.chunks.entries()) count(`<ledger chunk ${month}/${i}>`, chunk.sha256, chunk.items);
      await queue.onSizeLessThan(1000);
    }
    await queue.onIdle();
    if (items !== manifest.ledger.items && !ledgerBad) {
      bad.push({ path: '<ledger>', expected: `${manifest.ledger.items} items`, actual: `${items} items` });
    }
  }
  await queue.onIdle();
  if (failures.length > 0) throw failures[0];
  bad.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { id, ok: bad.length === 0, objectsChecked: objects.size, bad };
}

/** What is wrong with an object's bytes (missing, another hash, another size), or null. */
function judge(hash: string, body: Buffer | null, size?: number): Omit<BadPath, 'path'> | null {
  if (body === null) return { expected: hash, actual: 'missing' };
  const actual = sha256Hex(body);
  if (actual !== hash) return { expected: hash, actual };
  if (size !== undefined && body.length !== size) return { expected: `size ${size}`, actual: `size ${body.length}` };
  return null;
}
