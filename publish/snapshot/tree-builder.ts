import { canonicalJson, type TreeEntry, type TreeLayer, type TreeRootV2, type TreeShard } from './manifest.ts';
import { sha256Hex, shardOf, TREE_SHARD_HEX, TREE_SHARD_KEYS } from './snapshot-layout.ts';
import type { TreeView } from './snapshot-tree.ts';

/** A serialised object ready to store under its hash. */
export interface SealedObject {
  hash: string;
  body: Buffer;
  value: unknown;
}

export function seal(value: unknown): SealedObject {
  const body = Buffer.from(canonicalJson(value), 'utf8');
  return { hash: sha256Hex(body), body, value };
}

/** When a tree is written as base shards plus layers, and how many layers it may keep. */
export interface TreeLayout {
  /** Below this many paths the whole base is rewritten each time (default 10 000): layers only pay off on large trees. */
  minLayeredPaths: number;
  /** Layers kept at most (default 32): each publish folds 256 / maxLayers base shards. */
  maxLayers: number;
  /** A change touching more than this fraction of the paths rewrites the base instead of adding a layer (default 0.125). */
  maxLayerFraction: number;
}

export const DEFAULT_TREE_LAYOUT: TreeLayout = { minLayeredPaths: 10_000, maxLayers: 32, maxLayerFraction: 0.125 };

/** Groups tree entries into shards, then seals shards and a format 2 root without layers. */
export class TreeBuilder {
  readonly #shards = new Map<string, Record<string, TreeEntry>>();
  #size = 0;

  has(path: string): boolean {
    return this.#shards.get(shardOf(path, TREE_SHARD_HEX))?.[path] !== undefined;
  }

  add(path: string, entry: TreeEntry): void {
    const key = shardOf(path, TREE_SHARD_HEX);
    let shard = this.#shards.get(key);
    if (!shard) this.#shards.set(key, (shard = {}));
    if (shard[path] === undefined) this.#size += 1;
    shard[path] = entry;
  }

  get size(): number {
    return this.#size;
  }

  seal(seq = 0): TreePlan {
    const shards: SealedObject[] = [];
    const rootShards: Record<string, string> = {};
    for (const key of [...this.#shards.keys()].sort()) {
      const sealed = seal({ format: 'annonces-nc/tree-shard@1', entries: this.#shards.get(key)! } satisfies TreeShard);
      shards.push(sealed);
      rootShards[key] = sealed.hash;
    }
    const root: TreeRootV2 = { format: 'annonces-nc/tree@2', seq, shards: rootShards, stamps: allStamps(seq), layers: [] };
    return { root: seal(root), objects: shards, paths: this.#size };
  }
}

export interface TreePlan {
  root: SealedObject;
  /** Shards and layers the root references that may be new (the caller skips known hashes). */
  objects: SealedObject[];
  paths: number;
}

function allStamps(seq: number): number[] {
  return TREE_SHARD_KEYS.map(() => seq);
}

/**
 * The tree of a snapshot that differs from `parent` by `changes` (path -> new entry, or null when
 * the path is gone; only real differences). Large trees get a new layer holding `changes` and
 * fold the least recently folded base shards; small trees and large changes get a fresh base (`parentEntries` ⊕ `changes`).
 */
export async function planTree(
  parent: { view: TreeView; entries: ReadonlyMap<string, TreeEntry> } | null,
  changes: ReadonlyMap<string, TreeEntry | null>,
  layout: TreeLayout = DEFAULT_TREE_LAYOUT,
  options: { rebuild?: boolean } = {},
): Promise<TreePlan> {
  const parentRoot = parent?.view.root;
  const parentSize = parent?.entries.size ?? 0;
  const layered =
    parent !== null &&
    parentRoot?.format === 'annonces-nc/tree@2' &&
    !options.rebuild &&
    parentSize >= layout.minLayeredPaths &&
    changes.size <= layout.maxLayerFraction * parentSize;
  if (!layered || parentRoot?.format !== 'annonces-nc/tree@2') {
    const builder = new TreeBuilder();
    for (const [path, entry] of parent?.entries ?? []) if (!changes.has(path)) builder.add(path, entry);
    for (const [path, entry] of changes) if (entry !== null) builder.add(path, entry);
    return builder.seal(parentRoot?.format === 'annonces-nc/tree@2' ? parentRoot.seq : 0);
  }

  let paths = parentSize;
  for (const [path, entry] of changes) {
    const before = parent.entries.has(path);
    if (entry === null && before) paths -= 1;
    else if (entry !== null && !before) paths += 1;
  }
  const seq = parentRoot.seq + 1;
  const layer = seal({ format: 'annonces-nc/tree-layer@1', seq, entries: Object.fromEntries(changes) } satisfies TreeLayer);
  const layers: TreeLayer[] = [...parent.view.layers, layer.value as TreeLayer];

  // Pending entries per shard key, oldest layer first, so folding applies them in order.
  const pending = new Map<string, Array<[string, TreeEntry | null]>>();
  for (const l of layers) {
    for (const [path, entry] of Object.entries(l.entries)) {
      const key = shardOf(path, TREE_SHARD_HEX);
      let list = pending.get(key);
      if (!list) pending.set(key, (list = []));
      list.push([path, entry]);
    }
  }
  const stamps = TREE_SHARD_KEYS.map((_, i) => parentRoot.stamps[i] ?? 0);
  const stampOf = (key: string) => stamps[parseInt(key, 16)]!;
  const perPublish = Math.ceil(TREE_SHARD_KEYS.length / layout.maxLayers);
  // Least recently folded first; among equals, the ones with most pending entries.
  const fold = [...TREE_SHARD_KEYS]
    .sort((a, b) => stampOf(a) - stampOf(b) || (pending.get(b)?.length ?? 0) - (pending.get(a)?.length ?? 0) || (a < b ? -1 : 1))
    .slice(0, perPublish);

  const shards = { ...parentRoot.shards };
  const objects: SealedObject[] = [layer];
  for (const key of fold) {
    stamps[parseInt(key, 16)] = seq;
    const list = pending.get(key);
    if (!list) continue; // nothing to fold in: the shard stays as it is
    const entries: Record<string, TreeEntry> = { ...(await parent.view.baseShard(key)) };
    for (const [path, entry] of list) {
      if (entry === null) delete entries[path];
      else entries[path] = entry;
    }
    if (Object.keys(entries).length === 0) {
      delete shards[key];
      continue;
    }
    const sealed = seal({ format: 'annonces-nc/tree-shard@1', entries } satisfies TreeShard);
    shards[key] = sealed.hash;
    objects.push(sealed);
  }
  const oldest = Math.min(...stamps);
  const kept = [...(parentRoot.layers), { seq, sha256: layer.hash }].filter((l) => l.seq > oldest);
  const root: TreeRootV2 = { format: 'annonces-nc/tree@2', seq, shards: sortedRecord(shards), stamps, layers: kept };
  return { root: seal(root), objects: kept.some((l) => l.seq === seq) ? objects : objects.slice(1), paths };
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
