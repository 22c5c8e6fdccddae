import type { ObjectStore } from '../store/object-store.js';
import { SnapshotError } from './snapshot-error.js';
import { isSnapshotId, manifestKey, objectKey, sha256Hex } from './snapshot-layout.js';
import type { AnnonceItem, SnapshotCounts } from './snapshot-types.js';

/** One logical path of a snapshot: where its body is and how to serve it. */
export interface TreeEntry {
  sha256: string;
  size: number;
  contentType: string;
}

/** A root lists shard hashes; shards hold the entries (git trees, one level deep). */
export interface ShardRoot {
  format: 'annonces-nc/tree@1' | 'annonces-nc/ledger@1';
  shards: Record<string, string>;
}

export interface TreeShard {
  format: 'annonces-nc/tree-shard@1';
  entries: Record<string, TreeEntry>;
}

export interface LedgerShard {
  format: 'annonces-nc/ledger-shard@1';
  items: AnnonceItem[];
}

/** The immutable description of one snapshot, stored at `snapshots/<id>.json`. */
export interface Manifest {
  format: 'annonces-nc/snapshot@1';
  id: string;
  parentId: string | null;
  createdAt: string;
  runIds: string[];
  codeVersion: string;
  counts: SnapshotCounts;
  /** sha256 of the tree root object (logical path -> object). */
  tree: { root: string; paths: number };
  /** sha256 of the ledger root object (every announcement item, sharded by id). */
  ledger: { root: string; items: number };
  changes: { path: string; added: number; removed: number; updated: number; companiesChanged: number };
  /** What this publish uploaded, manifest excluded. */
  written: { objects: number; bytes: number };
}

/** Serialised with sorted keys so equal content always hashes equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

export async function readManifest(store: ObjectStore, id: string): Promise<{ manifest: Manifest; sha256: string }> {
  if (!isSnapshotId(id)) {
    throw new SnapshotError('snapshot_not_found', `[snapshot] ${JSON.stringify(id)} is not a snapshot id (expected e.g. 20261121T020000Z)`);
  }
  const body = await store.get(manifestKey(id));
  if (body === null) throw new SnapshotError('snapshot_not_found', `[snapshot] no snapshot ${id} in ${store.url}`);
  try {
    const manifest = JSON.parse(body.toString('utf8')) as Manifest;
    if (manifest.format !== 'annonces-nc/snapshot@1' || manifest.id !== id) throw new Error(`unexpected format or id ${manifest.id}`);
    return { manifest, sha256: sha256Hex(body) };
  } catch (error) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] manifest of ${id} is unreadable`, { cause: error });
  }
}

/**
 * Reads content-addressed JSON objects and keeps them parsed: shards are immutable, so a cached
 * copy never goes stale. `seed` lets a publish hand over what it just built without re-reading.
 */
export class ObjectCache {
  readonly #store: ObjectStore;
  readonly #parsed = new Map<string, unknown>();

  constructor(store: ObjectStore) {
    this.#store = store;
  }

  seed(hash: string, value: unknown): void {
    this.#parsed.set(hash, value);
  }

  async json<T>(hash: string, what: string): Promise<T> {
    const cached = this.#parsed.get(hash);
    if (cached !== undefined) return cached as T;
    const body = await this.#store.get(objectKey(hash));
    if (body === null) throw new SnapshotError('snapshot_corrupt', `[snapshot] ${what} object ${hash} is missing from ${this.#store.url}`);
    let value: T;
    try {
      value = JSON.parse(body.toString('utf8')) as T;
    } catch (error) {
      throw new SnapshotError('snapshot_corrupt', `[snapshot] ${what} object ${hash} is not JSON`, { cause: error });
    }
    this.#parsed.set(hash, value);
    return value;
  }
}
