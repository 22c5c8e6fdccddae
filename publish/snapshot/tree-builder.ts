import { canonicalJson, type LedgerShard, type ShardRoot, type TreeEntry, type TreeShard } from './manifest.js';
import { LEDGER_SHARD_HEX, sha256Hex, shardOf, TREE_SHARD_HEX } from './snapshot-layout.js';
import type { LedgerItem } from './snapshot-types.js';

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

/** Groups tree entries into shards, then seals shards and root deterministically. */
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

  *paths(): Iterable<[string, TreeEntry]> {
    for (const shard of this.#shards.values()) yield* Object.entries(shard);
  }

  seal(): { root: SealedObject; shards: SealedObject[] } {
    const shards: SealedObject[] = [];
    const rootShards: Record<string, string> = {};
    for (const key of [...this.#shards.keys()].sort()) {
      const sealed = seal({ format: 'annonces-nc/tree-shard@1', entries: this.#shards.get(key)! } satisfies TreeShard);
      shards.push(sealed);
      rootShards[key] = sealed.hash;
    }
    return { root: seal({ format: 'annonces-nc/tree@1', shards: rootShards } satisfies ShardRoot), shards };
  }
}

/** Groups ledger items by a prefix of sha256(id), items sorted by id within a shard. */
export class LedgerBuilder {
  readonly #shards = new Map<string, Map<string, LedgerItem>>();
  #size = 0;

  /** false when the id was already present (the caller decides whether that is an error). */
  add(item: LedgerItem): boolean {
    const key = shardOf(item.id, LEDGER_SHARD_HEX);
    let shard = this.#shards.get(key);
    if (!shard) this.#shards.set(key, (shard = new Map<string, LedgerItem>()));
    if (shard.has(item.id)) return false;
    shard.set(item.id, item);
    this.#size += 1;
    return true;
  }

  get size(): number {
    return this.#size;
  }

  seal(): { root: SealedObject; shards: SealedObject[] } {
    const shards: SealedObject[] = [];
    const rootShards: Record<string, string> = {};
    for (const key of [...this.#shards.keys()].sort()) {
      const items = [...this.#shards.get(key)!.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const sealed = seal({ format: 'annonces-nc/ledger-shard@1', items } satisfies LedgerShard);
      shards.push(sealed);
      rootShards[key] = sealed.hash;
    }
    return { root: seal({ format: 'annonces-nc/ledger@1', shards: rootShards } satisfies ShardRoot), shards };
  }
}
